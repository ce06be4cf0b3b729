import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.2 AA, the bar every page, dialog, menu and banner must clear. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe waits on timers: a journey that paused Playwright's clock must call `page.clock.resume()` first. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // axe must see the page as it settles, not as it changes under it. First hydration: a page whose
  // server HTML is up (a heading found) may not have hydrated yet on a busy machine, and hydration
  // starts the reveals (the pricing cards reveal 50 ms after it, wherever they are) in the middle of
  // axe's run. Then the CSS transitions: a card still fading in is half transparent, and axe measures
  // the blended colours. A reveal starts a frame or two after layout (its IntersectionObserver) or
  // after a timer, so wait for 150 ms in a row with none running. A transition inside content the
  // browser skips (the pricing tab not shown is hidden="until-found", so `content-visibility:
  // hidden`) stands still until it is shown, so it is not waited for: it would never finish. The
  // hero's endless dot animations are keyframes, not transitions. With JavaScript off there is no
  // hydration to wait for (Next's inline scripts never ran, so `__next_f` is not there).
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    const hydrated = () => Object.keys(document.body).some((key) => key.startsWith('__reactFiber'))
    if ('__next_f' in self) {
      while (!hydrated()) await frame()
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 }))
    }
    const rendered = (animation: Animation) =>
      !(animation.effect instanceof KeyframeEffect) ||
      animation.effect.target?.checkVisibility({ contentVisibilityAuto: true }) !== false
    const QUIET_MS = 150
    let quietSince = performance.now()
    while (performance.now() - quietSince < QUIET_MS) {
      await frame()
      const running = document
        .getAnimations()
        .filter(
          (animation) => animation instanceof CSSTransition && animation.playState === 'running' && rendered(animation),
        )
      if (running.length === 0) continue
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
      quietSince = performance.now()
    }
  })
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const summary = violations.map(
    (v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.html}\n  ${n.failureSummary ?? ''}`).join('\n')}`,
  )
  expect(summary).toEqual([])
}

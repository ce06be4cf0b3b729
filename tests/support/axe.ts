import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.2 AA, the bar every page, dialog, menu and banner must clear. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe waits on timers: a journey that paused Playwright's clock must call `page.clock.resume()` first. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // A card still fading in is half transparent, and axe measures the blended colours: let running
  // CSS transitions end first (the hero's endless dot animations are keyframes, not transitions).
  // A reveal can also start a frame or two later (its IntersectionObserver fires after layout), so
  // wait until a pair of frames passes with none running. A transition inside content the browser
  // skips (the pricing tab not shown is hidden="until-found", so `content-visibility: hidden`)
  // stands still until it is shown, so it is not waited for: it would never finish.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    const rendered = (animation: Animation) =>
      !(animation.effect instanceof KeyframeEffect) ||
      animation.effect.target?.checkVisibility({ contentVisibilityAuto: true }) !== false
    for (let round = 0; round < 20; round++) {
      await frame()
      await frame()
      const running = document
        .getAnimations()
        .filter(
          (animation) => animation instanceof CSSTransition && animation.playState === 'running' && rendered(animation),
        )
      if (running.length === 0) return
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
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

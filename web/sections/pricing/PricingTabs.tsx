'use client'

import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { TIMINGS } from '@/config/timings'
import { RevealOnScroll } from '@/ui/RevealOnScroll'

type Tab = { id: string; label: string; panel: ReactNode }

/**
 * The WAI-ARIA tabs pattern (arrow keys, Home/End, roving tabindex, automatic activation).
 * Hand-rolled rather than a library's because the panels are server-rendered plan cards passed
 * in as children: every panel is in the HTML (readable with JavaScript off, see the noscript
 * rule in the layout), and this adds well under 1 KiB of script.
 *
 * Once hydrated, a panel not shown is `hidden="until-found"` rather than `display: none`: the
 * browser's find in page, and a link to a passage of it (`#:~:text=`, as search results make),
 * can then reach its plans, and the `beforematch` event it fires first switches to that tab.
 * React writes `hidden` only as a boolean, so the attribute is set here (with `aria-hidden`). The
 * server's HTML hides it by `data-inactive` until then, and browsers without until-found treat it as
 * plain `hidden`.
 */
export function PricingTabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const [active, setActive] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const panels = useRef<(HTMLDivElement | null)[]>([])
  // Before paint, so the panel switched to is never drawn as hidden for a frame.
  useLayoutEffect(() => {
    const cleanups = panels.current.map((panel, index) => {
      if (!panel) return () => {}
      if (index === active) {
        panel.removeAttribute('hidden')
        panel.removeAttribute('aria-hidden')
        return () => {}
      }
      panel.setAttribute('hidden', 'until-found')
      // A hidden="until-found" panel keeps its box, so a screen reader met it as an empty panel.
      // Set here, with `hidden`, not in the server's HTML: without script both panels are shown
      // (the noscript rule in the layout), and there the plans must be read too.
      panel.setAttribute('aria-hidden', 'true')
      // At once, not at React's next render: the browser shows the panel and scrolls to the match
      // right after this event, and until React has dropped `data-inactive` the panel would be
      // display: none, so the scroll would find nothing to go to.
      const reveal = () => flushSync(() => setActive(index))
      panel.addEventListener('beforematch', reveal)
      return () => panel.removeEventListener('beforematch', reveal)
    })
    return () => {
      for (const cleanup of cleanups) cleanup()
    }
  }, [active])
  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length
    setActive(next)
    buttons.current[next]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="js-only mx-auto flex w-fit max-w-full rounded-xl bg-slate-100 p-1"
      >
        {/* A label may wrap rather than push the list past a narrow screen (a 320 px phone with
            the visitor's own wider text spacing). In forced colours the white pill is dropped, so
            the selected tab takes the system's highlight instead. */}
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              buttons.current[index] = node
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={index === active}
            aria-controls={`panel-${tab.id}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            className="rounded-lg px-2 py-2.5 text-sm font-semibold text-slate-600 aria-selected:bg-white aria-selected:text-slate-900 aria-selected:shadow min-[360px]:px-4 sm:px-6 forced-colors:aria-selected:bg-[Highlight] forced-colors:aria-selected:text-[HighlightText] forced-colors:aria-selected:forced-color-adjust-none"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => {
        const inactive = index !== active || undefined
        return (
          <div
            key={tab.id}
            ref={(node) => {
              panels.current[index] = node
            }}
            role="tabpanel"
            id={`panel-${tab.id}`}
            aria-labelledby={`tab-${tab.id}`}
            data-tab-panel
            data-inactive={inactive}
            className="mt-10 data-inactive:mt-0 data-inactive:not-[[hidden]]:hidden"
          >
            {/* Spec: switching tabs resets the reveal and shows all cards after 50 ms. Every panel keeps
              its wrapper and a switch only changes the wrappers' resetKey, so the cards stay in
              place. Swapping the wrapper between panels rebuilt both panels' plans on every switch:
              84 ms of event handling at a phone's 4× CPU slowdown, against 13 ms now. */}
            <RevealOnScroll threshold={0} resetKey={tabs[active]?.id} revealAllAfterMs={TIMINGS.pricingTabRevealMs}>
              {tab.panel}
            </RevealOnScroll>
          </div>
        )
      })}
    </div>
  )
}

'use client'

import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react'
import { TIMINGS } from '@/config/timings'
import { RevealOnScroll } from '@/ui/RevealOnScroll'
import { useHiddenUntilFound } from '@/ui/useHiddenUntilFound'
import { useHydrated } from '@/ui/useHydrated'
import { usePressedBeforeHydration } from '@/ui/usePressedBeforeHydration'

type Tab = { id: string; label: string; panel: ReactNode }

/**
 * The WAI-ARIA tabs pattern (arrow keys, Home/End, roving tabindex, automatic activation).
 * Hand-rolled rather than a library's because the panels are server-rendered plan cards passed
 * in as children: every panel is in the HTML (readable with JavaScript off, see the noscript
 * rule in the layout), and this adds well under 1 KiB of script.
 *
 * Once hydrated, a panel not shown is `hidden="until-found"` (useHiddenUntilFound): find in page
 * and a link to a passage of it reach its plans and switch to that tab. The server's HTML hides it
 * by `data-inactive` until then.
 *
 * A panel is a tab stop only once script runs: without it the tabs are hidden and the panels shown
 * one after the other, and the first one's tab stop was an outline around a whole tab's plans,
 * reached from no tab. Its role stays in the server's HTML, so without script a screen reader still
 * calls each panel a tab panel: the tabs are in that HTML too, to be pressed before hydration, and
 * tabs without panels left them unexplained there (and are invalid HTML).
 */
export function PricingTabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const [active, setActive] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const panelRef = useHiddenUntilFound(active, setActive)
  const tabbed = useHydrated()
  // A tab pressed before hydration (PressesBeforeHydration) is selected once it can be.
  const list = usePressedBeforeHydration<HTMLDivElement>((pressed) => {
    const index = buttons.current.findIndex((button) => button?.id === pressed)
    if (index >= 0) setActive(index)
  })
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
        ref={list}
        data-press-notes
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="js-only mx-auto flex w-fit max-w-full rounded-xl bg-slate-100 p-1"
      >
        {/* A label may wrap, a long word too, rather than push the list past a narrow screen (a
            320 px phone with the visitor's own wider text spacing, or larger text). The selected
            tab is a dark pill: a white one on the light track differed from it by 1.1:1, under the
            3:1 a state needs (WCAG 1.4.11). In forced colours the pill's fill is dropped, so it
            takes the system's highlight. */}
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
            data-before-hydration={tabbed ? undefined : ''}
            onClick={() => setActive(index)}
            className="min-w-0 rounded-lg px-2 py-2.5 text-sm font-semibold wrap-break-word text-slate-600 hover:text-slate-900 aria-selected:bg-slate-900 aria-selected:text-white aria-selected:shadow min-[360px]:px-4 sm:px-6 forced-colors:aria-selected:bg-[Highlight] forced-colors:aria-selected:text-[HighlightText] forced-colors:aria-selected:forced-color-adjust-none"
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
            ref={panelRef(index)}
            role="tabpanel"
            id={`panel-${tab.id}`}
            aria-labelledby={`tab-${tab.id}`}
            // A tab stop of its own, as the WAI-ARIA tabs pattern has it for a panel that opens with
            // text: Tab from the tab went straight to the first plan's info tip, past the panel's
            // title, its introduction, the plan's name and its price.
            tabIndex={tabbed && !inactive ? 0 : undefined}
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

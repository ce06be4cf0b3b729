'use client'

import { useEffect } from 'react'
import { TIMINGS } from '@/config/timings'
import { keepAtTopWhileLoading, scheduleScrollToTop } from './scrollToTop'

/** Whether this document has already shown a content page (since then, moves are in-app). */
let shownOnce = false

/**
 * Whether the latest move within the app was a step through history: Back and Forward fire
 * `popstate`, following a link starts with a click (a link to a section fires both, click first).
 */
let steppedThroughHistory = false
if (typeof window !== 'undefined') {
  addEventListener('popstate', () => {
    steppedThroughHistory = true
  })
  addEventListener(
    'click',
    () => {
      steppedThroughHistory = false
    },
    true,
  )
}

function documentNavigationType(): NavigationTimingType | undefined {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return navigation?.type
}

/**
 * A content page opens at its top (spec: on load, at once and again after 0, 10 and 50 ms),
 * whether reached by a link or a reload. Reached by Back or Forward, it is left where the
 * visitor was, which the browser restores: taking them to the top lost their place in a long
 * policy whenever they followed one of its links and came back. A URL with a hash (a link to
 * one of its sections) is left to the browser, which scrolls to that section.
 *
 * On a reload the browser may still restore the old position after the last retry, so for a
 * second a scroll the visitor did not start is undone (keepAtTopWhileLoading). Not on a fresh
 * visit, which has nothing to restore, where it would only fight a screen reader moving through
 * the page in its first second.
 */
export function ScrollToTop() {
  useEffect(() => {
    const firstInDocument = !shownOnce
    shownOnce = true
    // How this document was opened, for its first content page only; later ones are in-app moves.
    const opened = firstInDocument ? documentNavigationType() : undefined
    const byHistory = firstInDocument ? opened === 'back_forward' : steppedThroughHistory
    if (window.location.hash || byHistory) return
    // 'instant' overrides the smooth scrolling globals.css turns on at the visitor's first press,
    // which stays on when they arrive here from the landing page without a page load.
    const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    const cancelRetries = scheduleScrollToTop(toTop, TIMINGS.scrollToTopRetriesMs)
    const stopKeeping = keepAtTopWhileLoading(
      window,
      document.readyState === 'complete',
      opened === 'reload' ? TIMINGS.scrollToTopSettleMs : 0,
      toTop,
    )
    return () => {
      cancelRetries()
      stopKeeping()
    }
  }, [])
  return null
}

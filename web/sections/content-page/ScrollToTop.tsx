'use client'

import { useEffect } from 'react'
import { TIMINGS } from '@/config/timings'
import { keepAtTopWhileLoading, scheduleScrollToTop } from './scrollToTop'

/** Whether this document has already shown a content page (since then, moves are in-app). */
let shownOnce = false

/**
 * Whether the browser itself may still restore an old position: only on the first page of a
 * document opened by reloading or by Back/Forward. A fresh visit has none to restore, and the
 * guard would only fight a screen reader moving through the page in its first second.
 */
function browserMayRestore(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return navigation?.type === 'reload' || navigation?.type === 'back_forward'
}

/**
 * A content page opens at its top. A URL with a hash (a link to one of its sections) is left
 * to the browser, which scrolls to that section.
 */
export function ScrollToTop() {
  useEffect(() => {
    const firstInDocument = !shownOnce
    shownOnce = true
    if (window.location.hash) return
    // 'instant' overrides the smooth scrolling globals.css turns on at the visitor's first press,
    // which stays on when they arrive here from the landing page without a page load.
    const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    const cancelRetries = scheduleScrollToTop(toTop, TIMINGS.scrollToTopRetriesMs)
    const stopKeeping = keepAtTopWhileLoading(
      window,
      document.readyState === 'complete',
      firstInDocument && browserMayRestore() ? TIMINGS.scrollToTopSettleMs : 0,
      toTop,
    )
    return () => {
      cancelRetries()
      stopKeeping()
    }
  }, [])
  return null
}

'use client'

import { useEffect } from 'react'
import { TIMINGS } from '@/config/timings'
import { scheduleScrollToTop, scrollToTopWhenLoaded } from './scrollToTop'

/**
 * A content page opens at its top. A URL with a hash (a link to one of its sections) is left
 * to the browser, which scrolls to that section.
 */
export function ScrollToTop() {
  useEffect(() => {
    if (window.location.hash) return
    // 'instant' overrides the smooth scrolling globals.css turns on at the visitor's first press,
    // which stays on when they arrive here from the landing page without a page load.
    const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    const cancelRetries = scheduleScrollToTop(toTop, TIMINGS.scrollToTopRetriesMs)
    const cancelOnLoad = scrollToTopWhenLoaded(window, document.readyState === 'complete', toTop)
    return () => {
      cancelRetries()
      cancelOnLoad()
    }
  }, [])
  return null
}

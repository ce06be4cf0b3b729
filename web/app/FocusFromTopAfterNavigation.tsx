'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { focusFromTop, nothingFocused } from '@/ui/focus'

/**
 * After a link to another of the site's pages, keyboard focus starts again from the top of the
 * page, as when a page loads, so the first Tab reaches "Skip to content". Next.js leaves focus
 * alone; the link that had it is gone with the old page, and Chromium went on from where it had
 * been, past the skip link to the new page's logo. Focus the new page placed itself is kept, and a
 * link to a section moves focus to that section.
 */
export function FocusFromTopAfterNavigation() {
  const pathname = usePathname()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    if (!nothingFocused()) return
    // A link to a section (About's /#booking) goes on from that section, and a screen reader's
    // place with it: the section takes focus, as it does from a link within the page, where the
    // browser focuses a target that can take it (the landing sections have tabindex="-1").
    if (window.location.hash) {
      const section = document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
      if (section?.hasAttribute('tabindex')) section.focus({ preventScroll: true })
      return
    }
    focusFromTop()
  }, [pathname])
  return null
}

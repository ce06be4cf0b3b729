'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { focusFromTop } from '@/ui/focusFromTop'

/**
 * After a link to another of the site's pages, keyboard focus starts again from the top of the
 * page, as when a page loads, so the first Tab reaches "Skip to content". Next.js leaves focus
 * alone; the link that had it is gone with the old page, and Chromium went on from where it had
 * been, past the skip link to the new page's logo. Focus the new page placed itself is kept, and a
 * link to a section leaves Tab to go on from there.
 */
export function FocusFromTopAfterNavigation() {
  const pathname = usePathname()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    if (document.activeElement !== null && document.activeElement !== document.body) return
    // A link to a section (About's /#booking) goes on from that section, as the browser does.
    if (window.location.hash) return
    focusFromTop()
  }, [pathname])
  return null
}

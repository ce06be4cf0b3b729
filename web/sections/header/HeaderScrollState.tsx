'use client'

import { useEffect } from 'react'
import { TIMINGS } from '@/config/timings'

/**
 * Marks the fixed header as scrolled (opaque) once the page is past the spec's 50 px, in browsers
 * that cannot tie an animation to the scroll position; the others do it in CSS alone
 * (globals.css, `.opaque-after-scroll`).
 */
export function HeaderScrollState({ headerId }: { headerId: string }) {
  useEffect(() => {
    const header = document.getElementById(headerId)
    if (!header || CSS.supports('animation-timeline: scroll()')) return
    const update = () => {
      header.dataset.scrolled = String(window.scrollY > TIMINGS.headerOpaqueAfterPx)
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [headerId])
  return null
}

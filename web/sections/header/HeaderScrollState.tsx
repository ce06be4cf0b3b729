'use client'

import { useEffect } from 'react'
import { TIMINGS } from '@/config/timings'

/** Marks the fixed header as scrolled (opaque) once the page is past the spec's 50 px. */
export function HeaderScrollState({ headerId }: { headerId: string }) {
  useEffect(() => {
    const header = document.getElementById(headerId)
    if (!header) return
    const update = () => {
      header.dataset.scrolled = String(window.scrollY > TIMINGS.headerOpaqueAfterPx)
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [headerId])
  return null
}

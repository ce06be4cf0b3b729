'use client'

import { useEffect } from 'react'

const FIRST_INTERACTIONS = ['pointerdown', 'keydown'] as const

/**
 * Turns on smooth scrolling (globals.css) at the visitor's first pointer or key press, so only
 * the scrolls they start glide. The browser's own scroll to an address's fragment when the page
 * opens comes before it and jumps: with smooth scrolling on from the start, a shared /#pricing
 * link glided down through the whole landing page for over a second.
 */
export function SmoothScrollAfterInteraction() {
  useEffect(() => {
    const stopListening = () => {
      for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, enable, true)
    }
    const enable = () => {
      document.documentElement.dataset.smoothScroll = ''
      stopListening()
    }
    for (const type of FIRST_INTERACTIONS) window.addEventListener(type, enable, true)
    return stopListening
  }, [])
  return null
}

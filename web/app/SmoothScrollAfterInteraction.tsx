'use client'

import { useEffect } from 'react'

const FIRST_INTERACTIONS = ['pointerdown', 'keydown'] as const

/**
 * Turns on smooth scrolling (globals.css) at the visitor's first pointer or key press, so only
 * the scrolls they start glide. The browser's own scroll to an address's fragment when the page
 * opens comes before it and jumps: with smooth scrolling on from the start, a shared /#pricing
 * link glided down through the whole landing page for over a second.
 *
 * A step back or forward through history turns it off again until the next press: the browser
 * then restores where the visitor was, and with smooth scrolling on, Back to the landing page
 * showed its top and glided down to that place for a second and a half.
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
    const listen = () => {
      for (const type of FIRST_INTERACTIONS) window.addEventListener(type, enable, true)
    }
    const disable = () => {
      delete document.documentElement.dataset.smoothScroll
      listen()
    }
    listen()
    window.addEventListener('popstate', disable)
    return () => {
      stopListening()
      window.removeEventListener('popstate', disable)
    }
  }, [])
  return null
}

'use client'

import { useEffect } from 'react'

/** A plan list (Pricing), which a phone shows as a sideways swipe list. */
const PLAN_LIST = '[data-plan-list]'

/**
 * Brings a plan card into a phone's swipe list when keyboard focus lands on it while it only
 * peeks in at the list's edge. Blink scrolls a focused control into view only when none of it is
 * in view, so after Shift+Tab onto the card peeking in on the left only 20 of its "Get Started"
 * button's 254 px showed. A control wholly outside the list the browser brings in itself; one
 * partly inside has its card scrolled to the centre, where the list snaps anyway. Only the list
 * moves, never the page.
 */
export function PlanListFocus() {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement)) return
      const list = event.target.closest<HTMLElement>(PLAN_LIST)
      if (!list || list.scrollWidth <= list.clientWidth) return
      const shown = list.getBoundingClientRect()
      const control = event.target.getBoundingClientRect()
      const partlyShown =
        control.right > shown.left &&
        control.left < shown.right &&
        (control.left < shown.left || control.right > shown.right)
      if (!partlyShown) return
      const card = (event.target.closest('li') ?? event.target).getBoundingClientRect()
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      list.scrollBy({
        left: card.left + card.width / 2 - (shown.left + shown.width / 2),
        behavior: reduceMotion ? 'instant' : 'smooth',
      })
    }
    document.addEventListener('focusin', onFocusIn)
    return () => document.removeEventListener('focusin', onFocusIn)
  }, [])
  return null
}

'use client'

import { useEffect } from 'react'

const TIP = '.feature-info'

/**
 * Escape hides a plan feature's info tip (WCAG 1.4.13: content shown on hover or focus can be
 * dismissed without moving the pointer or the focus). A tip shown by hover or focus is marked
 * `data-dismissed`, which the style sheet honours until the pointer and the focus have both left
 * it; a tip opened with a click or Enter is also closed. A click or tap anywhere outside an open
 * tip closes it, as a tap elsewhere on a phone is expected to. The listeners sit on the document,
 * one set for every tip on the page.
 */
export function FeatureTipDismiss() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      for (const tip of document.querySelectorAll<HTMLDetailsElement>(TIP)) {
        if (!tip.contains(document.activeElement) && !tip.matches(':hover')) continue
        // Closed and marked both: a tip closed with its icon still focused would otherwise float
        // up again as the focus tip.
        tip.open = false
        tip.dataset.dismissed = 'true'
      }
    }
    // The pointer or the focus leaving the tip (not just moving within it) ends the dismissal
    // once the other has left too, so the next hover or focus shows the tip again.
    const onLeave = (event: MouseEvent | FocusEvent) => {
      const tip = event.target instanceof Element ? event.target.closest<HTMLElement>(`${TIP}[data-dismissed]`) : null
      if (!tip || (event.relatedTarget instanceof Node && tip.contains(event.relatedTarget))) return
      const otherStays = event.type === 'mouseout' ? tip.contains(document.activeElement) : tip.matches(':hover')
      if (!otherStays) delete tip.dataset.dismissed
    }
    // On click, not on pointerdown: closing a tip moves the features below it up, and a press that
    // closed it before it ended would then land on whatever moved under the finger.
    const onClickOutside = (event: MouseEvent) => {
      for (const tip of document.querySelectorAll<HTMLDetailsElement>(`${TIP}[open]`)) {
        if (!(event.target instanceof Node && tip.contains(event.target))) tip.open = false
      }
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('mouseout', onLeave)
    document.addEventListener('focusout', onLeave)
    document.addEventListener('click', onClickOutside)
    return () => {
      document.removeEventListener('click', onClickOutside)
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('mouseout', onLeave)
      document.removeEventListener('focusout', onLeave)
    }
  }, [])
  return null
}

'use client'

import { useEffect } from 'react'

const TIP = '.feature-info'

/**
 * How plan features' info tips behave beyond the <details> they are (one set of listeners on the
 * document for every tip on the page):
 *
 * - Escape hides a tip (WCAG 1.4.13: content shown on hover or focus can be dismissed without
 *   moving the pointer or the focus). A tip shown by hover or focus is marked `data-dismissed`,
 *   which the style sheet honours until the pointer and the focus have both left it; a tip opened
 *   with a click or Enter is also closed.
 * - A click or tap anywhere outside an open tip closes it, as a tap elsewhere on a phone is
 *   expected to.
 * - A tip shown by hover or focus floats below its feature, unless it would end below the window
 *   where there is room above (under the fixed header): then it floats above (`data-above`), with
 *   the strip that carries the pointer to it reaching down to the icon (`--tip-reach`).
 */
export function FeatureTips() {
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
      const tip = tipCrossed(event, `${TIP}[data-dismissed]`)
      if (!tip) return
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
    // As the pointer or the focus arrives (not as it moves within the tip), in the next frame,
    // when the style sheet shows the tip: placed before that frame is drawn, so it never shows
    // below first. Until then it is where it floats by default, not where it floated last time.
    const onArrive = (event: MouseEvent | FocusEvent) => {
      const tip = tipCrossed(event, TIP)
      if (!tip) return
      delete tip.dataset.above
      requestAnimationFrame(() => place(tip))
    }
    const listening = new AbortController()
    const { signal } = listening
    document.addEventListener('keydown', onKeyDown, { signal })
    document.addEventListener('mouseout', onLeave, { signal })
    document.addEventListener('focusout', onLeave, { signal })
    document.addEventListener('click', onClickOutside, { signal })
    document.addEventListener('mouseover', onArrive, { signal })
    document.addEventListener('focusin', onArrive, { signal })
    return () => listening.abort()
  }, [])
  return null
}

/**
 * The tip matching `selector` that a pointer or focus event crosses into or out of; none when the
 * event only moves within one.
 */
function tipCrossed(event: MouseEvent | FocusEvent, selector: string): HTMLDetailsElement | null {
  const tip = event.target instanceof Element ? event.target.closest<HTMLDetailsElement>(selector) : null
  if (!tip || (event.relatedTarget instanceof Node && tip.contains(event.relatedTarget))) return null
  return tip
}

/** Floats a tip shown by hover or focus above its feature if below would end past the window. */
function place(tip: HTMLDetailsElement) {
  const text = tip.querySelector<HTMLElement>('.feature-tip')
  const icon = tip.querySelector('summary')
  delete tip.dataset.above
  // Not shown (opened in the list, dismissed, or a device that cannot hover): nothing to place.
  if (tip.open || !text || !icon || !text.checkVisibility()) return
  const shown = text.getBoundingClientRect()
  const feature = text.offsetParent?.getBoundingClientRect()
  if (!feature || shown.bottom <= window.innerHeight) return
  const header = document.getElementById('site-header')?.getBoundingClientRect().bottom ?? 0
  const gap = shown.top - feature.bottom
  if (feature.top - gap - shown.height < header) return
  tip.style.setProperty('--tip-reach', `${icon.getBoundingClientRect().bottom - feature.top + gap}px`)
  tip.dataset.above = ''
}

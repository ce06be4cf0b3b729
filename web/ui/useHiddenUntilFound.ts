'use client'

import { useEffectEvent, useLayoutEffect, useRef } from 'react'
import { flushSync } from 'react-dom'

/**
 * Of a set of elements (the pricing tabs' panels, the FAQ's answers), shows the one whose key is
 * `shown` and makes every other `hidden="until-found"` rather than `display: none`: the browser's
 * find in page, and a link to a passage of it (`#:~:text=`, as search results make), can still
 * reach it, and the `beforematch` event they fire first calls `reveal` with its key. React writes
 * `hidden` only as a boolean, so the attribute is set here. Browsers without until-found treat it
 * as plain `hidden`.
 *
 * Until this runs (in the server's HTML, before hydration) the caller hides the others itself, by a
 * data attribute whose rule gives way to `[hidden]`. Returns the ref callback for each element.
 */
export function useHiddenUntilFound<Key>(shown: Key | null, reveal: (key: Key) => void) {
  const elements = useRef(new Map<Key, HTMLElement>())
  const onBeforeMatch = useEffectEvent((key: Key) => {
    // At once, not at React's next render: the browser shows the element and scrolls to the match
    // right after this event, and while the caller's own hiding rule still applies the element
    // would be display: none, so the scroll would find nothing to go to.
    flushSync(() => reveal(key))
  })
  // Before paint, so the element shown is never drawn hidden for a frame.
  useLayoutEffect(() => {
    const cleanups = [...elements.current].map(([key, element]) => {
      if (key === shown) {
        element.removeAttribute('hidden')
        element.removeAttribute('aria-hidden')
        return () => {}
      }
      element.setAttribute('hidden', 'until-found')
      // A hidden="until-found" element keeps its box, which a screen reader met as an empty panel.
      // Set here, with `hidden`, not in the server's HTML: without script every element is shown
      // (the noscript rule in the layout), and there it must be read too.
      element.setAttribute('aria-hidden', 'true')
      const found = () => onBeforeMatch(key)
      element.addEventListener('beforematch', found)
      return () => element.removeEventListener('beforematch', found)
    })
    return () => {
      for (const cleanup of cleanups) cleanup()
    }
  }, [shown])
  return (key: Key) => (element: HTMLElement | null) => {
    if (element) elements.current.set(key, element)
    else elements.current.delete(key)
  }
}

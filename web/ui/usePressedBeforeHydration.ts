import { type RefObject, useEffect, useRef } from 'react'
import { PRESSED_ATTRIBUTE } from './pressedBeforeHydration'

/**
 * Hands the note an inline script left on the element this returns a ref for (the key of the
 * control pressed before the page hydrated) to `apply` as the component mounts, and takes it away:
 * the press takes effect once it can, rather than being lost. The caller puts the ref on the
 * element that holds the controls and carries the script's mark (`data-press-notes`, or the FAQ's
 * `data-faq-list`).
 */
export function usePressedBeforeHydration<Holder extends HTMLElement>(
  apply: (pressed: string) => void,
): RefObject<Holder | null> {
  const holder = useRef<Holder>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the page hydrates; later presses reach the handlers
  useEffect(() => {
    const pressed = holder.current?.getAttribute(PRESSED_ATTRIBUTE)
    if (!pressed) return
    holder.current?.removeAttribute(PRESSED_ATTRIBUTE)
    apply(pressed)
  }, [])
  return holder
}

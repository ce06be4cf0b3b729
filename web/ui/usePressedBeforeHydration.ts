import { type RefObject, useEffect } from 'react'
import { PRESSED_ATTRIBUTE } from './pressedBeforeHydration'

/**
 * Hands the note an inline script left on `list` (the key of the control pressed before the page
 * hydrated) to `apply` as the component mounts, and takes it away: the press takes effect once it
 * can, rather than being lost.
 */
export function usePressedBeforeHydration(list: RefObject<HTMLElement | null>, apply: (pressed: string) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the page hydrates; later presses reach the handlers
  useEffect(() => {
    const pressed = list.current?.getAttribute(PRESSED_ATTRIBUTE)
    if (!pressed) return
    list.current?.removeAttribute(PRESSED_ATTRIBUTE)
    apply(pressed)
  }, [])
}

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the server's HTML and while React hydrates it, true from the render after: for markup
 * that only means something once script runs (a button that toggles, a tab panel's role), which
 * the page without JavaScript must not claim.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

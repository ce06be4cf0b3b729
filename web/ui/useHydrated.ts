import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the server's HTML and while React hydrates it, true from the render after: for markup
 * that only means something once script runs (the FAQ's questions become buttons), which the page
 * without JavaScript must not claim.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

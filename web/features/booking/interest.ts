import type { Interest } from '@site/schemas/options'

const EVENT = 'booking:interest'

/** Asks the booking form to preselect an interest (from a plan button or a service window). */
export function requestInterest(interest: Interest) {
  window.dispatchEvent(new CustomEvent<Interest>(EVENT, { detail: interest }))
}

export function onInterestRequested(listener: (interest: Interest) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<Interest>).detail)
  window.addEventListener(EVENT, handler)
  return () => window.removeEventListener(EVENT, handler)
}

import { INTEREST_OPTIONS, type Interest } from '@site/schemas/options'

const EVENT = 'booking:interest'
const PARAM = 'interest'

/**
 * Where a "book this" link points: the booking form, with the interest in the address. A click
 * after hydration stays on the page (see `requestInterest`); a click before it, or a link
 * opened in a new tab, loads `/?interest=…#booking` and the form reads the choice from there.
 */
export function interestHref(interest: Interest): string {
  return `/?${new URLSearchParams({ [PARAM]: interest })}#booking`
}

/** The interest named in a query string, if it is one the form offers. */
export function interestFromSearch(search: string): Interest | null {
  const value = new URLSearchParams(search).get(PARAM)
  return INTEREST_OPTIONS.find((option) => option === value) ?? null
}

/** The same address without the interest (path, other parameters and #fragment kept). */
export function withoutInterest(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const params = new URLSearchParams(location.search)
  params.delete(PARAM)
  const search = params.size > 0 ? `?${params}` : ''
  return `${location.pathname}${search}${location.hash}`
}

/** Asks the booking form to preselect an interest (from a plan button or a service window). */
export function requestInterest(interest: Interest) {
  window.dispatchEvent(new CustomEvent<Interest>(EVENT, { detail: interest }))
}

export function onInterestRequested(listener: (interest: Interest) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<Interest>).detail)
  window.addEventListener(EVENT, handler)
  return () => window.removeEventListener(EVENT, handler)
}

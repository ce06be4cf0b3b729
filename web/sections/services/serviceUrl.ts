/** Each service window has a shareable address: /?service=2 opens service 2's details. */
export const SERVICE_PARAM = 'service'

export function serviceDialogId(serviceNumber: number): string {
  return `service-${serviceNumber}`
}

/** The card a service window is opened from, in the services section. */
export function serviceCardId(serviceNumber: number): string {
  return `service-card-${serviceNumber}`
}

/**
 * Records the open service in the address bar (or removes it), without adding history entries
 * (README, Moving between pages and through history: on Android, Back closes a modal <dialog>
 * by itself).
 * An opened window's address also names its card: it kept the fragment the page had
 * (`/?service=2#pricing`), so the address shared, or left once the window closed, named a section
 * the visitor was not at. The card rather than the services section: a step back through history
 * to an address with a fragment goes to that fragment, not to where the page was, so Back from the
 * booking form (where the window's "Book Free Consultation" leads) went to the top of the section,
 * thousands of pixels above the card the visitor had been reading on a phone.
 */
export function writeServiceToUrl(serviceNumber: number | null) {
  const url = new URL(window.location.href)
  if (serviceNumber === null) url.searchParams.delete(SERVICE_PARAM)
  else {
    url.searchParams.set(SERVICE_PARAM, String(serviceNumber))
    url.hash = serviceCardId(serviceNumber)
  }
  history.replaceState(history.state, '', url)
}

/** The id of the service window the current address names (/?service=2), if any. */
export function serviceDialogIdInUrl(): string | null {
  const serviceNumber = readServiceFromUrl(window.location.search)
  return serviceNumber === null ? null : serviceDialogId(serviceNumber)
}

/**
 * Drops ?service= from the address as a window closes, if it still names that window: a step
 * through history that closes one window may already have moved the address on to another.
 */
export function dropServiceFromUrl(dialogId: string) {
  if (serviceDialogIdInUrl() === dialogId) writeServiceToUrl(null)
}

/** The service number in an address, if it is a positive whole number. */
export function readServiceFromUrl(search: string): number | null {
  const value = new URLSearchParams(search).get(SERVICE_PARAM)
  if (value === null || !/^[1-9]\d*$/.test(value)) return null
  return Number(value)
}

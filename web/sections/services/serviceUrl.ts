/** Each service window has a shareable address: /?service=2 opens service 2's details. */
export const SERVICE_PARAM = 'service'

export function serviceDialogId(serviceNumber: number): string {
  return `service-${serviceNumber}`
}

/** Records the open service in the address bar (or removes it), without adding history entries. */
export function writeServiceToUrl(serviceNumber: number | null) {
  const url = new URL(window.location.href)
  if (serviceNumber === null) url.searchParams.delete(SERVICE_PARAM)
  else url.searchParams.set(SERVICE_PARAM, String(serviceNumber))
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

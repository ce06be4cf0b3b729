/** The one thing the site itself stores in the browser: that the visitor accepted cookies. */
export const CONSENT_KEY = 'cookie-consent'

export function hasAcceptedCookies(storage: Pick<Storage, 'getItem'> = window.localStorage): boolean {
  try {
    return storage.getItem(CONSENT_KEY) === 'true'
  } catch {
    // Storage can be blocked (private modes, strict settings): treat as not yet accepted.
    return false
  }
}

export function rememberAcceptance(storage: Pick<Storage, 'setItem'> = window.localStorage) {
  try {
    storage.setItem(CONSENT_KEY, 'true')
  } catch {
    // Nothing to persist to; the banner simply returns on the next visit.
  }
}

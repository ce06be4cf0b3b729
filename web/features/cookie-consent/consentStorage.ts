/** The one thing the site itself stores in the browser: that the visitor accepted cookies. */
export const CONSENT_KEY = 'cookie-consent'

/**
 * The browser's local storage, or null where the visitor's settings block it (Chrome's and
 * Firefox's "block all cookies", a sandboxed frame): there even reading `window.localStorage`
 * throws, so it is read here, inside a try, not as a parameter's default value.
 */
function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function hasAcceptedCookies(storage: Pick<Storage, 'getItem'> | null = browserStorage()): boolean {
  try {
    return storage?.getItem(CONSENT_KEY) === 'true'
  } catch {
    // Storage can refuse a read too: treat as not yet accepted, so the banner asks.
    return false
  }
}

export function rememberAcceptance(storage: Pick<Storage, 'setItem'> | null = browserStorage()) {
  try {
    storage?.setItem(CONSENT_KEY, 'true')
  } catch {
    // Nothing to persist to (blocked, or full); the banner simply returns on the next visit.
  }
}

import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONSENT_KEY, hasAcceptedCookies, rememberAcceptance } from './consentStorage'

/** A window like the browser's: its `localStorage` a Map-backed store, or a getter that throws, as when blocked. */
function stubWindow(storage: 'blocked' | Map<string, string>) {
  vi.stubGlobal('window', {
    get localStorage() {
      if (storage === 'blocked') throw new DOMException('Access is denied for this document.', 'SecurityError')
      return {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
      }
    },
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('cookie consent storage', () => {
  it('remembers an acceptance in the browser’s storage and reads it back', () => {
    const stored = new Map<string, string>()
    stubWindow(stored)
    expect(hasAcceptedCookies()).toBe(false)
    rememberAcceptance()
    expect(stored.get(CONSENT_KEY)).toBe('true')
    expect(hasAcceptedCookies()).toBe(true)
  })

  it('treats storage the visitor’s settings block as nothing stored, and never throws', () => {
    // Chrome and Firefox with all cookies blocked throw on reading `window.localStorage` itself.
    stubWindow('blocked')
    expect(hasAcceptedCookies()).toBe(false)
    expect(() => rememberAcceptance()).not.toThrow()
  })

  it('treats a storage that refuses a read or a write the same way', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    }
    expect(hasAcceptedCookies(refusing)).toBe(false)
    expect(() => rememberAcceptance(refusing)).not.toThrow()
  })
})

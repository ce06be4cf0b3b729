import type { Page } from '@playwright/test'

/**
 * Keeps the cookie banner away, for journeys about something else: every page of the test starts
 * with acceptance already stored, as after a visitor's Accept.
 */
export async function acceptCookiesUpFront(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'true'))
}

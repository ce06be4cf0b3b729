import type { Page } from '@playwright/test'

/**
 * Installs Playwright's fake clock and stops it, so timers fire only when a test says
 * `page.clock.runFor(ms)`: spec timings are checked to the millisecond, never with sleeps.
 */
export async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') })
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'))
}

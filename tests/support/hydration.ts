import type { Page } from '@playwright/test'

/** Whether React has taken over the server's page (its header carries React's own properties). */
export const isHydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.querySelector('header') ?? {}).length > 0)

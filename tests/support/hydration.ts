import type { Page } from '@playwright/test'

/**
 * Whether React has taken over the server's page and committed it: its header carries React's own
 * properties (set as React renders, before it commits) and Next's router has written its state into
 * the history entry (as it commits). In between, the router puts back the address it read when it
 * started, undoing a section link followed meanwhile until the page puts it back again
 * (SectionLinksBeforeHydration): a journey acting there would see the address change under it.
 */
export const isHydrated = (page: Page) =>
  page.evaluate(
    () => Object.keys(document.querySelector('header') ?? {}).length > 0 && window.history.state?.__NA === true,
  )

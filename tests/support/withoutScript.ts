import type { Page } from '@playwright/test'

/**
 * Shows the page as a browser with JavaScript off does, in a context where Playwright's own
 * scripts (axe among them) still run: with `javaScriptEnabled: false` the page's timers never
 * fire, and axe waits on them forever. Every document the page loads is served without its
 * `<script>` elements, and its `<noscript>` contents as plain markup (the site's no-script styles
 * and messages live there), and no script file is fetched. The windows still open, by the
 * browser's own invoker commands, as they do without JavaScript.
 */
export async function serveWithoutScripts(page: Page) {
  await page.route('**/*', async (route) => {
    const request = route.request()
    if (request.resourceType() === 'script') return route.abort()
    if (request.resourceType() !== 'document') return route.continue()
    const response = await route.fetch()
    const html = (await response.text())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/<\/?noscript>/gi, '')
    await route.fulfill({ response, body: html })
  })
}

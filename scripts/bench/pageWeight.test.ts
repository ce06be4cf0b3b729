/**
 * measurePageWeight against a real Chromium and a tiny local server: a page still busy when the
 * network first goes quiet, then fetching its favicon after the load event (as the site's pages
 * do on a loaded machine). Such a request must be counted on every run, and must not end the
 * process when it finishes after the page is closed.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Browser, chromium } from '@playwright/test'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'
import { measurePageWeight } from './pageWeight'

/**
 * The page's script, fetched at once, then holds the main thread this long: past Playwright's
 * network idle (500 ms after the last request), which is so reached before the load event.
 */
const BUSY_MS = 1200
/** The favicon answers this late, so it is still in flight a while after the load event. */
const ICON_DELAY_MS = 400

const HTML = `<!doctype html><html><head><title>t</title><link rel="icon" href="/icon.svg"></head>
<body><p>Hello</p><script src="/busy.js"></script></body></html>`
const BUSY_SCRIPT = `const until = Date.now() + ${BUSY_MS}; while (Date.now() < until) {}`
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>'

let server: Server
let origin: string
let browser: Browser

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/icon.svg') {
      setTimeout(() => response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(ICON), ICON_DELAY_MS)
    } else if (request.url === '/busy.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(BUSY_SCRIPT)
    } else {
      response.writeHead(200, { 'content-type': 'text/html' }).end(HTML)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
})

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

it('counts what is fetched after the load event, and nothing it read is left running once the page closes', async () => {
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => unhandled.push(reason)
  process.on('unhandledRejection', onUnhandled)
  try {
    const context = await browser.newContext()
    const weight = await measurePageWeight(await context.newPage(), `${origin}/`)
    await context.close()
    expect(weight.resources.map((r) => new URL(r.url).pathname).sort()).toEqual(['/', '/busy.js', '/icon.svg'])
    expect(weight.failed).toEqual([])
    // Long enough for a response read after the close to have failed.
    await new Promise((resolve) => setTimeout(resolve, ICON_DELAY_MS * 2))
    expect(unhandled).toEqual([])
  } finally {
    process.off('unhandledRejection', onUnhandled)
  }
}, 30_000)

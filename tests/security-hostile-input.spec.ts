import { expect, type Page, test } from '@playwright/test'
import { acceptCookiesUpFront } from './support/cookieConsent'
import { leadsWithEmail, uniqueEmail } from './support/leadsDb'

/**
 * Markup and script typed into the booking form are text everywhere they come back: in the
 * fields after a refused submission (rendered by React in the browser, or by the server when
 * JavaScript is off), and in what is stored. No payload ever runs.
 */

const PAYLOADS = {
  name: '<svg onload=window.__pwned=1>',
  phone: '<img src=x onerror=window.__pwned=2>',
  businessNiche: '"><script>window.__pwned=3</script><b>bold</b>',
}
const INVALID = 'Please correct the highlighted fields and try again.'

/** The browser's email check takes an address whose domain has no dot; the server's does not, so it refuses the form. */
const refusedEmail = (label: string) => uniqueEmail(label).replace(/@example\.com$/, '@localhost')

async function fillWithPayloads(page: Page, email: string) {
  const form = page.locator('#booking form')
  await form.getByLabel('Full Name').fill(PAYLOADS.name)
  await form.getByLabel('Email Address').fill(email)
  await form.getByLabel('Phone Number').fill(PAYLOADS.phone)
  await form.getByLabel('Business Niche').fill(PAYLOADS.businessNiche)
  await form.getByLabel("I'm Interested In").selectOption('Complete Bundle')
  await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
}

/** Nothing the payloads would create exists, and each field holds its payload as plain text. */
async function expectEchoedAsText(page: Page) {
  const form = page.locator('#booking form')
  await expect(form.getByLabel('Full Name')).toHaveValue(PAYLOADS.name)
  await expect(form.getByLabel('Phone Number')).toHaveValue(PAYLOADS.phone)
  await expect(form.getByLabel('Business Niche')).toHaveValue(PAYLOADS.businessNiche)
  await expect(page.locator('img[src="x"], svg[onload], b:text-is("bold")')).toHaveCount(0)
  await expect(page.locator('script', { hasText: '__pwned' })).toHaveCount(0)
}

// Escaping does not depend on the viewport: one project is enough.
test.skip(({ isMobile }) => isMobile, 'escaping is the same for every viewport')

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page)
})

test('a refused form with markup and script in every field shows it back as text, and nothing runs', async ({
  page,
}) => {
  await page.goto('/#booking')
  const email = refusedEmail('xss-js')
  await fillWithPayloads(page, email)
  await expect(page.locator('#booking form').getByRole('alert')).toContainText(INVALID)
  // The message lists the field at fault, and only that one is marked for screen readers.
  await expect(page.locator('#booking form').getByRole('alert').getByRole('link')).toHaveText([
    'Enter a valid email address, like name@example.com.',
  ])
  await expect(page.locator('#booking form').getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('#booking form').getByLabel('Email Address')).toBeFocused()
  await expect(page.locator('#booking form').getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'false')
  await expect(page.locator('#booking form').getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'false')
  await expectEchoedAsText(page)
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  expect(leadsWithEmail(email)).toEqual([])
})

test('a valid booking with markup in its text is stored byte for byte, and nothing runs', async ({ page }) => {
  await page.goto('/#booking')
  const email = uniqueEmail('xss-stored')
  await fillWithPayloads(page, email)
  await expect(page.getByRole('heading', { name: 'Booking Request Sent!' })).toBeVisible()
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  expect(leadsWithEmail(email)).toEqual([
    {
      name: PAYLOADS.name,
      email,
      phone: PAYLOADS.phone,
      business_niche: PAYLOADS.businessNiche,
      interest: 'Complete Bundle',
    },
  ])
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the server renders the refused form with every payload escaped', async ({ page }) => {
    await page.goto('/')
    const email = refusedEmail('xss-nojs')
    const answer = page.waitForResponse((response) => response.request().method() === 'POST')
    await fillWithPayloads(page, email)
    const html = await (await answer).text()
    await expect(page.locator('#booking form').getByRole('alert')).toContainText(INVALID)
    await expectEchoedAsText(page)
    // The page as the server sent it: each payload only ever appears escaped.
    for (const payload of Object.values(PAYLOADS)) {
      expect(html).not.toContain(payload)
      expect(html).not.toContain(payload.replaceAll('"', '&quot;'))
    }
    expect(html).toContain('&lt;img src=x onerror=window.__pwned=2&gt;')
    expect(leadsWithEmail(email)).toEqual([])
  })
})

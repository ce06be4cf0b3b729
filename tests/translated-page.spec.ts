import { expect, type Page, test } from '@playwright/test'
import { voiceBaseURL } from '../playwright.config'
import { fillForm } from './support/bookingForm'
import { acceptCookiesUpFront } from './support/cookieConsent'
import { withFakeMicrophone } from './support/fakeMicrophone'
import { collectPageErrors } from './support/pageErrors'

/**
 * A visitor who reads the site through the browser's translation (Chrome's "Translate this page",
 * common among business owners whose first language is not English). The translator swaps every
 * text node for <font> elements holding the translation. React still holds the old text nodes: when
 * it inserted a node before one of them, the DOM threw and the whole page failed to render ("Pause
 * animation" did it). Text that changes therefore sits alone in an element of its own, which React
 * rewrites whole. This journey does to the DOM what the translator does, upper-casing each text as
 * its "translation", then presses every control whose text changes.
 */

test.use({
  baseURL: voiceBaseURL, // the build with the voice demo configured
  permissions: ['microphone'],
  launchOptions: withFakeMicrophone,
})

/** What the browser's translator does to the page: each text node replaced by its translation in <font>s. */
const translate = (page: Page) =>
  page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const texts: Text[] = []
    while (walker.nextNode()) {
      const text = walker.currentNode as Text
      const parent = text.parentElement
      if (!text.data.trim() || !parent || parent.closest('script, style, noscript, option, font')) continue
      texts.push(text)
    }
    for (const text of texts) {
      const outer = document.createElement('font')
      const inner = document.createElement('font')
      inner.textContent = text.data.toUpperCase()
      outer.append(inner)
      text.replaceWith(outer)
    }
    return texts.length
  })

test('a page the browser has translated keeps working as its texts change', async ({ page, isMobile }) => {
  test.slow() // downloads the voice SDK
  await acceptCookiesUpFront(page)
  await page.route('**/api.vapi.ai/**', (route) => route.abort('connectionrefused'))
  await page.route('**/app.cal.com/**', (route) => route.abort('connectionrefused'))
  const errors = collectPageErrors(page)
  const crashes = () => errors.filter((error) => error.startsWith('pageerror') || /NotFoundError/.test(error))
  await page.goto('/')
  // Hydrated (the form's submission id is set in its first render): translated before that, the
  // page would not match its server HTML, and React would render it afresh, untranslated.
  await expect(page.locator('#booking input[name="submissionId"]')).not.toHaveValue('')
  expect(await translate(page)).toBeGreaterThan(300)

  await page.getByRole('button', { name: /^pause animation$/i }).click()
  await expect(page.getByRole('button', { name: 'Play animation' })).toBeVisible()
  await translate(page)
  await page.getByRole('button', { name: /^play animation$/i }).click()
  await expect(page.getByRole('button', { name: 'Pause animation' })).toBeVisible()

  // Cal.com is unreachable here: the label reads "Calendar Opened - Choose Your Time" while the
  // calendar loads, then, as it fails at once, "Select Date & Time" again beside a message and a
  // retry. Too quick to catch the first change reliably; the end of the round trip shows both ran.
  await page.getByRole('button', { name: /^select date & time$/i }).click()
  const tryAgain = page.getByRole('button', { name: /^try the calendar again$/i })
  await expect(tryAgain).toBeVisible()
  await expect(page.getByRole('button', { name: 'Select Date & Time' })).toBeVisible()
  await translate(page)
  await tryAgain.click()
  // The retry hands focus to the calendar's button, whose label goes round the same way again.
  await expect(
    page.getByRole('button', { name: /^(select date & time|calendar opened - choose your time)$/i }),
  ).toBeFocused()
  await expect(tryAgain).toBeVisible()
  await expect(page.getByRole('button', { name: 'Select Date & Time' })).toBeVisible()
  await translate(page)

  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('button', { name: /^try ai demo$/i }).click()
  } else {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^ai demo$/i })
      .click()
  }
  const demo = page.getByRole('dialog', { name: /ai voice agent$/i })
  await translate(page)
  // Start swaps the button's icon for a spinner, then back; the status line takes each state's text.
  await demo.getByRole('button', { name: /^start voice call$/i }).click()
  await expect(demo.getByRole('status')).toHaveText('Connection error. Please try again.', { timeout: 30_000 })
  await translate(page)
  await page.keyboard.press('Escape')
  await expect(demo).toBeHidden()

  await fillForm(page, 'translated@example.com')
  // The voice build keeps the form's real minimum fill time.
  await page.waitForTimeout(2_000)
  await page.getByRole('button', { name: /^book my free consultation$/i }).click()
  await expect(page.getByRole('heading', { name: 'Booking Request Sent!' })).toBeVisible()
  await translate(page)
  await expect(page.getByRole('button', { name: 'Book My Free Consultation' })).toBeVisible({ timeout: 10_000 })

  expect(crashes()).toEqual([])
})

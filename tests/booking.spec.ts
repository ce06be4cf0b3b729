import { expect, type Page, type Route, test } from '@playwright/test'
import { VOICE_LEADS_DB, voiceBaseURL } from '../playwright.config'
import { expectNoAxeViolations } from './support/axe'
import { expectFormFilled, filledLead, fillForm, isServerAction } from './support/bookingForm'
import { printBrowserLogOnFailure, recordBrowserLog } from './support/browserLog'
import { pauseClock } from './support/clock'
import { acceptCookiesUpFront } from './support/cookieConsent'
import { holdScripts } from './support/holdScripts'
import { isHydrated } from './support/hydration'
import { leadsWithEmail, uniqueEmail } from './support/leadsDb'
import { captureSubmission, replaySubmission } from './support/replaySubmission'
import { clickOnceRevealed } from './support/reveal'

const FAILURE = 'Failed to submit form. Please try again or contact us directly.'

let browserLog: string[] = []

test.beforeEach(async ({ page }) => {
  browserLog = recordBrowserLog(page)
  await acceptCookiesUpFront(page)
})

test.afterEach(({ page: _ }, testInfo) => printBrowserLogOnFailure(browserLog, testInfo))

test('screen readers hear no field as invalid before the visitor has done anything', async ({ page }) => {
  await page.goto('/#booking')
  await expect(page.locator('#booking form')).toBeVisible()
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = await cdp.send('Accessibility.getFullAXTree')
  const fields = nodes.filter((node) => ['textbox', 'combobox'].includes(String(node.role?.value)))
  expect(fields.length).toBeGreaterThanOrEqual(5)
  const invalid = fields
    .filter((node) =>
      node.properties?.some((property) => property.name === 'invalid' && property.value.value !== 'false'),
    )
    .map((node) => node.name?.value)
  expect(invalid).toEqual([])
})

test('on a desktop-wide window the form’s card ends with the form, not stretched to the panel beside it', async ({
  page,
}) => {
  // Both projects: the window is made desktop-wide here.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/#booking')
  const form = page.locator('#booking form')
  const [card, button, panel] = [
    await form.locator('..').boundingBox(),
    await form.getByRole('button', { name: 'Book My Free Consultation' }).boundingBox(),
    await page.getByTestId('booking-side-panel').boundingBox(),
  ]
  if (!card || !button || !panel) throw new Error('the booking section is not laid out')
  // Side by side, the panel the taller: the card's bottom is its padding below the button.
  expect(panel.x).toBeGreaterThan(card.x + card.width)
  expect(panel.height).toBeGreaterThan(card.height)
  expect(card.y + card.height - (button.y + button.height)).toBeLessThanOrEqual(40)
})

test('Shift+Tab back to a field just below the header brings its label out from under the header', async ({ page }) => {
  await page.goto('/#booking')
  const form = page.locator('#booking form')
  const niche = form.getByLabel('Business Niche')
  const label = form.locator('label[for="booking-businessNiche"]')
  const headerBottom = async () => (await page.locator('#site-header').boundingBox())?.height ?? 0
  // The field fully in view just below the header, its label above it hidden under the header, and
  // the cursor in the field after it (below it on a phone, in the row below on a desktop).
  await page.evaluate(() => {
    const field = document.getElementById('booking-businessNiche')
    if (!field) throw new Error('no Business Niche field')
    const header = document.getElementById('site-header')?.getBoundingClientRect().bottom ?? 0
    scrollBy({ top: field.getBoundingClientRect().top - (header + 12), behavior: 'instant' })
    document.getElementById('booking-interest')?.focus({ preventScroll: true })
  })
  expect((await label.boundingBox())?.y).toBeLessThan(await headerBottom())
  await page.keyboard.press('Shift+Tab')
  await expect(niche).toBeFocused()
  await expect.poll(async () => (await label.boundingBox())?.y).toBeGreaterThanOrEqual(await headerBottom())
})

test('holds back an empty or malformed form with the browser’s own validation', async ({ page }) => {
  await page.goto('/#booking')
  const form = page.locator('#booking form')
  let posted = false
  page.on('request', (request) => {
    if (isServerAction(request)) posted = true
  })
  await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
  expect(await form.getByLabel('Full Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)
  // The browser's bubble names only the first field, briefly: every field it refused is marked
  // invalid for screen readers (and drawn red) until what is typed passes; the optional one is not.
  const required = ['Full Name', 'Email Address', 'Business Niche', "I'm Interested In"]
  for (const label of required) await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'false')
  const borderColour = (label: string) => form.getByLabel(label).evaluate((el) => getComputedStyle(el).borderTopColor)
  expect(await borderColour('Business Niche')).not.toBe(await borderColour('Phone Number'))
  await form.getByLabel('Full Name').fill('Ada')
  await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'false')
  await expect(form.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true')
  await form.getByLabel('Email Address').fill('ada@')
  await expect(form.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true')
  // A plan's button chooses the interest for the visitor: the list is no longer at fault.
  await clickOnceRevealed(
    page.getByRole('tabpanel', { name: 'AI Automation' }).getByRole('button', { name: 'Get Started: Growth' }),
  )
  await expect(form.getByLabel("I'm Interested In")).not.toHaveValue('')
  await expect(form.getByLabel("I'm Interested In")).toHaveAttribute('aria-invalid', 'false')

  await fillForm(page, 'not-an-email')
  await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
  expect(await form.getByLabel('Email Address').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true)

  await form.getByLabel('Email Address').fill(uniqueEmail('select'))
  await form.getByLabel("I'm Interested In").selectOption('')
  await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
  expect(await form.getByLabel("I'm Interested In").evaluate((el: HTMLSelectElement) => el.validity.valueMissing)).toBe(
    true,
  )
  expect(posted).toBe(false)
  await expectNoAxeViolations(page, '#booking')
})

test('a booking shows "Submitting...", then the thank-you, stores the lead once, and resets after 5 s', async ({
  page,
}) => {
  await pauseClock(page)
  await page.goto('/#booking')
  const email = uniqueEmail('success')
  await fillForm(page, email)

  // Hold the answer back until the in-flight state has been checked.
  const release = await holdAnswers(page)

  const form = page.locator('#booking form')
  // Sent from the keyboard, by Enter in the last field typed in.
  await form.getByLabel('Business Niche').press('Enter')
  const button = form.getByRole('button', { name: 'Submitting...' })
  await expect(button).toBeDisabled()
  await expect(form.getByLabel('Full Name')).toBeDisabled()
  // Focus is not dropped to the page as the fields are disabled: it is on the button, whose new
  // label a screen reader reads there (its "Submitting..." is a live region too), and the label is
  // the page's only "Submitting...".
  await expect(button).toBeFocused()
  const liveLabel = button.locator('[aria-live="polite"]')
  await expect(liveLabel).toHaveText('Submitting...')
  await expect(page.getByText('Submitting...')).toHaveCount(1)
  // A second click while in flight sends nothing more.
  await button.click({ force: true })
  // Leaving now (a reload, a closed tab) would leave the visitor unsure whether it arrived: the
  // browser is told to ask first. Not once the answer is in.
  const leavingAsks = () =>
    page.evaluate(() => {
      const leaving = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(leaving)
      return leaving.defaultPrevented
    })
  expect(await leavingAsks()).toBe(true)
  release()

  await expect(page.getByRole('heading', { name: 'Booking Request Sent!' })).toBeVisible()
  const message = page.locator('#booking [role="status"]')
  await expect(message).toContainText('in touch shortly')
  // The heading takes focus and carries the message as its description, so a screen reader reads
  // both even if it skips a status that arrives with its text.
  await expect(page.getByRole('heading', { name: 'Booking Request Sent!' })).toBeFocused()
  await expect(page.getByRole('heading', { name: 'Booking Request Sent!' })).toHaveAccessibleDescription(
    /will be in touch shortly/,
  )
  expect(await leavingAsks()).toBe(false)
  // In the middle of its card.
  // Both boxes in one frame: focusing the heading may still be scrolling the page.
  const gaps = await message.evaluate((element) => {
    const inner = element.getBoundingClientRect()
    const outer = (element.parentElement as HTMLElement).getBoundingClientRect()
    return { above: inner.top - outer.top, below: outer.bottom - inner.bottom }
  })
  expect(Math.abs(gaps.above - gaps.below)).toBeLessThan(2)
  expect(leadsWithEmail(email)).toEqual([filledLead(email)])

  await page.clock.runFor(4900)
  await expect(page.getByRole('heading', { name: 'Booking Request Sent!' })).toBeVisible()
  await page.clock.runFor(200)
  // Focus follows from the thank-you to the empty form instead of falling to the top of the page.
  await expect(page.getByRole('heading', { name: 'Request your free consultation' })).toBeFocused()
  await expect(form.getByLabel('Full Name')).toHaveValue('')
  await expect(form.getByLabel('Email Address')).toHaveValue('')
  await expect(form.getByLabel("I'm Interested In")).toHaveValue('')
})

test('the fields take whatever length a person writes (the spec sets no limits): a long description is booked whole', async ({
  page,
}) => {
  await page.goto('/#booking')
  const email = uniqueEmail('long')
  await fillForm(page, email)
  const form = page.locator('#booking form')
  // Past the 200 characters the field used to stop at: a paste that long was cut short without a word.
  const description =
    `Family-run dental clinic with three practices. ${'We answer calls, book check-ups and send reminders by hand. '.repeat(12)}`.trim()
  const name = 'Maria Fernanda de los Ángeles Gutiérrez-Santamaría y Rodríguez-Villanueva, Practice Owner'
  await form.getByLabel('Business Niche').fill(description)
  await form.getByLabel('Full Name').fill(name)
  await expect(form.getByLabel('Business Niche')).toHaveValue(description)
  await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Request Sent!' })).toBeVisible()
  expect(leadsWithEmail(email)).toMatchObject([{ name, business_niche: description }])
})

test('when the request fails, shows the spec message and keeps every typed field; the next attempt clears it', async ({
  page,
}) => {
  await page.goto('/#booking')
  const email = uniqueEmail('failure')
  await fillForm(page, email, 'Custom Mobile Apps')
  let failNext = true
  await page.route('**/*', async (route) => {
    if (isServerAction(route.request()) && failNext) {
      failNext = false
      return route.abort('connectionfailed')
    }
    return route.continue()
  })
  const form = page.locator('#booking form')
  await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
  await expect(form.getByRole('alert')).toHaveText(FAILURE)
  // Sending disabled the button; keyboard focus comes back to it rather than falling to the page.
  await expect(form.getByRole('button', { name: 'Book My Free Consultation' })).toBeFocused()
  // Its label came back outside its live region, so it is not read again over the message.
  await expect(form.locator('[aria-live="polite"]')).toHaveText('')
  // The message is where the visitor is looking, beside the button: on a phone the top of the
  // form is far above the screen by the time they press it.
  await expect(form.getByRole('alert')).toBeInViewport({ ratio: 1 })
  await expect(form.getByRole('button', { name: 'Book My Free Consultation' })).toBeInViewport({ ratio: 1 })
  await expectFormFilled(page, email, 'Custom Mobile Apps')
  await expect(form.getByLabel('Full Name')).toBeEditable()
  expect(leadsWithEmail(email)).toEqual([])

  // An attempt the browser's own check holds back (a required field emptied) clears the banner too.
  await form.getByLabel('Full Name').fill('')
  await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
  await expect(page.getByText(FAILURE)).toHaveCount(0)
  expect(await form.getByLabel('Full Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)

  await form.getByLabel('Full Name').fill('Jordan Example')
  await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Request Sent!' })).toBeVisible()
  expect(leadsWithEmail(email)).toHaveLength(1)
})

/**
 * Lets booking requests reach the server, which stores them at once, and holds their answers back
 * from the browser until the returned function lets them go.
 */
async function holdAnswers(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/*', async (route) => {
    if (!isServerAction(route.request())) return route.continue()
    const response = await route.fetch()
    await held
    await route.fulfill({ response })
  })
  return () => release()
}

/** The form's limit on one unanswered request (BOOKING_REQUEST_TIMEOUT_MS in BookingForm.tsx). */
const REQUEST_TIMEOUT_MS = 20_000

/**
 * Lets the first booking request reach the server, which stores it, and loses the answer: the
 * connection drops on the way back, or the answer does not come (a dead connection that gives no
 * error) until the returned function ends it with one.
 */
async function loseFirstAnswer(page: Page, how: 'never answer' | 'drop') {
  let first = true
  let held: Route | undefined
  await page.route('**/*', async (route) => {
    if (!isServerAction(route.request()) || !first) return route.continue()
    first = false
    await route.fetch()
    if (how === 'drop') return route.abort('connectionreset')
    held = route
  })
  return async () => {
    await expect.poll(() => held !== undefined).toBe(true)
    await held?.abort('connectionreset')
  }
}

test('a request that never gets an answer ends in the spec message after 20 s, and sending again books once', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/#booking')
  const email = uniqueEmail('no-answer')
  await fillForm(page, email)
  const connectionGivesUp = await loseFirstAnswer(page, 'never answer')
  const form = page.locator('#booking form')
  await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  await expect.poll(() => leadsWithEmail(email)).toHaveLength(1)
  await page.clock.fastForward(REQUEST_TIMEOUT_MS)
  await expect(form.getByRole('alert')).toHaveText(FAILURE)
  await expect(form.getByLabel('Email Address')).toHaveValue(email)
  await expect(form.getByLabel('Email Address')).toBeEditable()
  // Sent again at once: Next runs server actions one at a time, so this one waits until the
  // browser gives up on the dead one. The same details are the same attempt, so the lead the first
  // request stored is not doubled.
  await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  await connectionGivesUp()
  await expect(page.getByRole('heading', { name: 'Booking Request Sent!' })).toBeVisible()
  expect(leadsWithEmail(email)).toHaveLength(1)
})

/** Fills the form and sends it, losing the answer: the server has the lead, the visitor sees the failure. */
async function sendLosingTheAnswer(page: Page, label: string) {
  await page.goto('/#booking')
  const email = uniqueEmail(label)
  await fillForm(page, email)
  await loseFirstAnswer(page, 'drop')
  const form = page.locator('#booking form')
  await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
  await expect(form.getByRole('alert')).toHaveText(FAILURE)
  return { form, email }
}

test('after a lost answer, corrected details are booked, not dropped as a repeat', async ({ page }) => {
  const { form, email } = await sendLosingTheAnswer(page, 'corrected')
  await form.getByLabel('Full Name').fill('Jordan Exampleton')
  await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Request Sent!' })).toBeVisible()
  // The visitor was told the first failed, so the corrected one is the request they meant.
  expect(leadsWithEmail(email).map((lead) => lead.name)).toEqual(['Jordan Example', 'Jordan Exampleton'])
})

test('after a lost answer, a visit to About and Back, sending again books once', async ({ page }) => {
  const { form, email } = await sendLosingTheAnswer(page, 'lost-then-about')
  await page.locator('footer a[href="/about-us"]').click()
  await expect(page).toHaveURL(/\/about-us$/)
  await page.goBack()
  await expect(form.getByLabel('Email Address')).toHaveValue(email)
  await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Request Sent!' })).toBeVisible()
  expect(leadsWithEmail(email)).toHaveLength(1)
})

test('what was typed is still there after leaving by a full page load and coming Back, and is what gets booked', async ({
  page,
}) => {
  // Playwright's Chromium keeps no page in its back/forward cache, so Back loads the landing page
  // afresh, as a phone does for a tab it discarded: the browser puts back what the fields held.
  await page.goto('/#booking')
  await expect.poll(() => isHydrated(page)).toBe(true)
  const email = uniqueEmail('typed-then-away')
  await fillForm(page, email, 'Custom Mobile Apps')
  await page.goto('/terms-conditions')
  await page.goBack()
  await expectFormFilled(page, email, 'Custom Mobile Apps')
  await page.locator('#booking form').getByRole('button', { name: 'Book My Free Consultation' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Request Sent!' })).toBeVisible()
  expect(leadsWithEmail(email)).toEqual([filledLead(email, 'Custom Mobile Apps')])
})

// Leaving while "Submitting..." (a link to About, then Back) renders a new form: it must still say
// what became of the booking, or the visitor, not knowing, edits a detail and books a second time.
for (const answered of ['after coming Back', 'while on About'] as const) {
  test(`a visitor who leaves for About while sending, and comes Back, is told the booking arrived (answered ${answered})`, async ({
    page,
  }) => {
    await page.goto('/#booking')
    const email = uniqueEmail(`left-while-sending-${answered.split(' ')[0]}`)
    await fillForm(page, email)
    const answer = await holdAnswers(page)
    const form = page.locator('#booking form')
    await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeVisible()
    await expect.poll(() => leadsWithEmail(email)).toHaveLength(1)
    await page.locator('footer a[href="/about-us"]').click()
    await expect(page).toHaveURL(/\/about-us$/)
    if (answered === 'while on About') answer()
    await page.goBack()
    if (answered === 'after coming Back') {
      await expect(form.getByRole('button', { name: 'Submitting...' })).toBeVisible()
      await expect(form.getByLabel('Email Address')).toHaveValue(email)
      answer()
    }
    await expect(page.getByRole('heading', { name: 'Booking Request Sent!' })).toBeVisible()
    // Then the empty form, as after any booking: nothing left to send a second time.
    await expect(form.getByLabel('Email Address')).toHaveValue('', { timeout: 10_000 })
    expect(leadsWithEmail(email)).toHaveLength(1)
  })
}

// The journeys' main server skips the minimum fill time (see playwright.config.ts); the voice
// build's server keeps the real 2 s, so the timing itself is tried there.
test('a form sent at once, from a device whose clock runs ten minutes fast, waits out the 2 s and is booked', async ({
  page,
}) => {
  // An address of its own, so this journey's sends have a rate-limit allowance of their own.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` })
  // The page's clock is ten minutes ahead of the server's, and stands still until the test moves it.
  const fast = Date.now() + 10 * 60_000
  await page.clock.install({ time: fast })
  await page.clock.pauseAt(fast + 1000)
  await page.goto(`${voiceBaseURL}/#booking`)
  const email = uniqueEmail('fast-clock')
  await fillForm(page, email)
  const form = page.locator('#booking form')
  // Counted on arrival: the form may stop reading an answer once it has the result.
  let answers = 0
  page.on('response', (response) => {
    if (isServerAction(response.request())) answers++
  })

  // Sent faster than the minimum fill time: refused by the server, so the form waits, still
  // "Submitting...", with no error shown, until the 2 s are up, then sends the same attempt again.
  await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
  await expect.poll(() => answers).toBe(1)
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  await expect(form.getByRole('alert')).toHaveCount(0)

  // Moves the page's clock on in steps until the second answer has come (its 5 s thank-you outlasts
  // any step), however long the wait takes to be set after the first answer arrives.
  const booked = page.getByRole('heading', { name: 'Booking Request Sent!' })
  await expect
    .poll(
      async () => {
        await page.clock.runFor(500)
        return booked.isVisible()
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  expect(answers).toBe(2)
  expect(leadsWithEmail(email, VOICE_LEADS_DB)).toHaveLength(1)
})

test('the booking section is one landmark: "What to Expect" and the calendar are not a second inside it', async ({
  page,
}) => {
  await page.goto('/')
  const booking = page.getByRole('region', { name: 'Book Your Free AI Consultation' })
  await expect(booking.getByRole('heading', { name: 'What to Expect' })).toBeVisible()
  await expect(booking.getByRole('complementary')).toHaveCount(0)
})

test('a plan button preselects the matching interest', async ({ page }) => {
  await page.goto('/')
  await clickOnceRevealed(
    page.getByRole('tabpanel', { name: 'AI Automation' }).getByRole('button', { name: 'Get Started: Growth' }),
  )
  await expect(page).toHaveURL(/#booking$/)
  await expect(page.locator('#booking form').getByLabel("I'm Interested In")).toHaveValue(
    'AI Business Process Automation',
  )
  await page.getByRole('tab', { name: 'Websites & Apps' }).click()
  await clickOnceRevealed(
    page.getByRole('tabpanel', { name: 'Websites & Apps' }).getByRole('button', { name: 'Get Started: Essential' }),
  )
  await expect(page.locator('#booking form').getByLabel("I'm Interested In")).toHaveValue('Custom Website Development')
})

test('a plan link followed before the page is interactive still preselects its interest', async ({ page }) => {
  // What a click before hydration, or "open in new tab", does: load the link's own address.
  await page.goto('/')
  // The Websites & Apps panel is not the one shown, so find its button by its name in the HTML.
  const href = await page.locator('#pricing a[aria-label="Get Started: Essential"]').getAttribute('href')
  expect(href).toMatch(/#booking$/)
  await page.goto(href ?? '')
  await expect(page.locator('#booking form').getByLabel("I'm Interested In")).toHaveValue('Custom Website Development')
  // Taken, the interest leaves the address: a reload after booking does not choose it again.
  await expect(page).toHaveURL(/\/#booking$/)
})

test('what a visitor types before the page’s script has arrived stays through hydration, and is what gets booked', async ({
  page,
}) => {
  const releaseScripts = await holdScripts(page)
  // Arrived by a plan's link, then chose another service while waiting.
  await page.goto('/?interest=Custom+Mobile+Apps#booking', { waitUntil: 'domcontentloaded' })
  const form = page.locator('#booking form')
  const email = uniqueEmail('before-hydration')
  await fillForm(page, email, 'AI Voice/Chat Agents')

  releaseScripts()
  // The submission id is set in the first render after hydration, the one that used to write
  // the (empty) state over the fields.
  await expect(form.locator('input[name="submissionId"]')).not.toHaveValue('')
  await expectFormFilled(page, email, 'AI Voice/Chat Agents')
  await expect(page).toHaveURL(/\/#booking$/)

  // Typing on keeps the rest.
  await form.getByLabel('Full Name').fill('Jordan Q. Example')
  await expect(form.getByLabel('Business Niche')).toHaveValue('Dental <clinic> & "spa"')
  await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Request Sent!' })).toBeVisible()
  expect(leadsWithEmail(email)).toEqual([{ ...filledLead(email), name: 'Jordan Q. Example' }])
})

test('booking from a service window preselects that service', async ({ page }) => {
  await page.goto('/?service=4')
  await page
    .getByRole('dialog', { name: 'AI-Enhanced Mobile Applications' })
    .getByRole('button', { name: 'Book Free Consultation' })
    .click()
  await expect(page.locator('#booking form').getByLabel("I'm Interested In")).toHaveValue('Custom Mobile Apps')
})

/**
 * Cal.com at the network boundary: every request to it answered with `script` as the embed's code
 * (by default one that only records it ran), so nothing leaves this machine.
 */
const stubCalEmbed = (page: Page, script = 'window.__calStubLoaded = true') =>
  page.route('https://app.cal.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: script }))
const calStubLoaded = (page: Page) => page.evaluate(() => (window as { __calStubLoaded?: boolean }).__calStubLoaded)

/** The requests for Cal.com's embed script from here on, so a test can count the times it was fetched. */
function watchEmbedRequests(page: Page): string[] {
  const requests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/embed/embed.js')) requests.push(request.url())
  })
  return requests
}

test('the calendar button loads Cal.com only when pressed, and changes its label', async ({ page }) => {
  const calRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('cal.com')) calRequests.push(request.url())
  })
  await stubCalEmbed(page)
  await page.goto('/#booking')
  await page.waitForLoadState('networkidle')
  expect(calRequests).toEqual([])
  const button = page.getByRole('button', { name: 'Select Date & Time' })
  await button.click()
  await expect(page.getByRole('button', { name: 'Calendar Opened - Choose Your Time' })).toBeVisible()
  await expect.poll(() => calRequests.some((url) => url.includes('/embed/embed.js'))).toBe(true)
  await expect.poll(() => calStubLoaded(page)).toBe(true)
})

test('the opened calendar’s button hides it and shows it again, as its expanded state says', async ({ page }) => {
  const embedRequests = watchEmbedRequests(page)
  await stubCalEmbed(page)
  await page.goto('/#booking')
  await page.getByRole('button', { name: 'Select Date & Time' }).click()
  const opened = page.getByRole('button', { name: 'Calendar Opened - Choose Your Time' })
  await expect(opened).toHaveAttribute('aria-expanded', 'true')
  const frame = page.locator(`#${await opened.getAttribute('aria-controls')}`)
  await expect(frame).toBeVisible()

  await opened.click()
  const closed = page.getByRole('button', { name: 'Select Date & Time' })
  await expect(closed).toHaveAttribute('aria-expanded', 'false')
  await expect(closed).toBeFocused()
  await expect(frame).toBeHidden()
  // Hidden, not thrown away: what the visitor had chosen in Cal.com's page is there when it shows again.
  await expect(frame).toHaveCount(1)

  await closed.click()
  await expect(opened).toHaveAttribute('aria-expanded', 'true')
  await expect(frame).toBeVisible()
  expect(embedRequests).toHaveLength(1)
})

test('the calendar button pressed before the page’s script has arrived opens the calendar once it has', async ({
  page,
}) => {
  const embedRequests = watchEmbedRequests(page)
  await stubCalEmbed(page)
  const releaseScripts = await holdScripts(page)
  // As from the hero's "Get Free AI Consultation", a link that works before any script.
  await page.goto('/#booking', { waitUntil: 'domcontentloaded' })
  // Shown before the script arrives, but with nothing yet to open the calendar: the press was lost.
  await page.getByRole('button', { name: 'Select Date & Time' }).click()
  expect(await isHydrated(page)).toBe(false)
  releaseScripts()
  await expect.poll(() => isHydrated(page), { timeout: 60_000 }).toBe(true)
  await expect(page.getByRole('button', { name: 'Calendar Opened - Choose Your Time' })).toBeVisible()
  await expect.poll(() => calStubLoaded(page)).toBe(true)
  // Opened once: one embed script fetched.
  expect(embedRequests).toHaveLength(1)
})

test('on a 320 px phone the opened label wraps, and its calendar icon keeps its size', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await stubCalEmbed(page)
  await page.goto('/#booking')
  await page.getByRole('button', { name: 'Select Date & Time' }).click()
  const opened = page.getByRole('button', { name: 'Calendar Opened - Choose Your Time' })
  await expect(opened).toBeVisible()
  const label = await opened.locator('span').boundingBox()
  const icon = await opened.locator('svg').first().boundingBox()
  // Two lines of text beside an icon drawn 20 px square (size-5), not squeezed by the label.
  expect(label?.height).toBeGreaterThan(30)
  expect(icon).toMatchObject({ width: 20, height: 20 })
})

test('when Cal.com cannot be reached, the calendar says so, points to Cal.com, and can be tried again', async ({
  page,
}) => {
  await page.route('https://app.cal.com/**', (route) => route.abort('internetdisconnected'))
  await page.goto('/#booking')
  await page.getByRole('button', { name: 'Select Date & Time' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'The calendar could not be loaded.' })
  await expect(alert).toBeVisible()
  await expect(alert.getByRole('link', { name: /open the calendar on Cal\.com/ })).toHaveAttribute(
    'href',
    /^https:\/\/cal\.com\/[\w-]+/,
  )
  // No empty frame is left behind. The calendar did not open, so the button has its first label
  // again (the spec's opened label is for a widget that opened), and the message offers another try.
  await expect(page.locator('#booking iframe')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Select Date & Time' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Calendar Opened - Choose Your Time' })).toHaveCount(0)
  await page.unroute('https://app.cal.com/**')
  await stubCalEmbed(page)
  await alert.getByRole('button', { name: 'Try the calendar again' }).click()
  await expect(alert).toBeHidden()
  // The message's button went with it; focus moved to the calendar's own, not to the top of the page.
  await expect(page.getByRole('button', { name: 'Calendar Opened - Choose Your Time' })).toBeFocused()
  await expect.poll(() => calStubLoaded(page)).toBe(true)
})

/** The scheduler's patience before it offers the ways round a calendar that has not shown (CALENDAR_READY_TIMEOUT_MS). */
const CALENDAR_READY_TIMEOUT_MS = 20_000

/** A stand-in for Cal.com's embed script that answers what the page asked of it with one event. */
const embedFiring = (action: 'linkReady' | 'linkFailed') => `
  for (const call of window.Cal.ns.test2.q)
    if (call[0] === 'on' && call[1].action === '${action}') call[1].callback({ detail: {} })
  window.__calStubFired = '${action}'`
const calStubFired = (page: Page) => page.evaluate(() => (window as { __calStubFired?: string }).__calStubFired)

test.describe('a calendar that does not show', () => {
  const SLOW = 'The calendar is taking longer than usual to load.'

  test('after 20 s without Cal.com’s page, says so and offers the form and Cal.com; a page that shows says nothing', async ({
    page,
  }) => {
    // Stopped, so only the test moves the page's time: a running clock went on while a busy machine
    // confirmed the calendar had opened, and the note came before the test expected it.
    await pauseClock(page)
    // Cal.com's script never answers.
    await page.route('https://app.cal.com/**', () => {})
    await page.goto('/#booking')
    await page.getByRole('button', { name: 'Select Date & Time' }).click()
    // Expanded once the embed's code has arrived, which is when the wait for Cal.com's page begins.
    await expect(page.getByRole('button', { name: 'Calendar Opened - Choose Your Time' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    // Not an empty box meanwhile: it says what it is waiting for.
    const loading = page.getByRole('status').filter({ hasText: 'Loading the calendar…' })
    await expect(loading).toBeVisible()
    await page.clock.runFor(CALENDAR_READY_TIMEOUT_MS - 1000)
    await expect(page.getByText(SLOW)).toHaveCount(0)
    await page.clock.runFor(1000)
    const note = page.getByRole('status').filter({ hasText: SLOW })
    await expect(note).toBeVisible()
    await expect(note.getByRole('link', { name: /open the calendar on Cal\.com/ })).toHaveAttribute(
      'href',
      /^https:\/\/cal\.com\/[\w-]+/,
    )

    await page.unrouteAll()
    await stubCalEmbed(page, embedFiring('linkReady'))
    await page.reload()
    await page.getByRole('button', { name: 'Select Date & Time' }).click()
    await expect.poll(() => calStubFired(page)).toBe('linkReady')
    await expect(loading).toHaveCount(0)
    await page.clock.runFor(CALENDAR_READY_TIMEOUT_MS * 2)
    await expect(page.getByText(SLOW)).toHaveCount(0)
  })

  test('when Cal.com reports its page failed, the frame gives way to the message and another try', async ({ page }) => {
    await stubCalEmbed(page, embedFiring('linkFailed'))
    await page.goto('/#booking')
    await page.getByRole('button', { name: 'Select Date & Time' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'The calendar could not be loaded.' })
    await expect(alert).toBeVisible()
    await expect(alert.getByRole('button', { name: 'Try the calendar again' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Select Date & Time' })).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the calendar button gives way to a link to Cal.com’s own page', async ({ page }) => {
    await page.goto('/')
    // No button that cannot work: the one that opens the embed is hidden.
    await expect(page.getByRole('button', { name: 'Select Date & Time' })).toBeHidden()
    const link = page.getByRole('link', { name: 'Select Date & Time on Cal.com (opens in a new tab)' })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', /^https:\/\/cal\.com\/[\w-]+/)
    await expect(link).toHaveAttribute('target', '_blank')
    // (Playwright's text matching skips <noscript>; the sentence is the paragraph after the link.)
    await expect(link.locator('xpath=following-sibling::p[1]')).toContainText('The calendar needs JavaScript here')
  })

  test('the form still books, and posting it again does not book twice', async ({ page }) => {
    await page.goto('/')
    const email = uniqueEmail('nojs')
    await fillForm(page, email, 'Complete Bundle')
    await page.locator('#booking form').getByRole('button', { name: 'Book My Free Consultation' }).click()
    await expect(page.getByRole('heading', { name: 'Booking Request Sent!' })).toBeVisible()
    expect(leadsWithEmail(email)).toHaveLength(1)
    // The page comes back at the answer itself, which is where a screen reader starts reading.
    await expect(page).toHaveURL(/\/#booking-result$/)
    await expect(page.locator(':target')).toHaveRole('status')
    await expect(page.locator(':target')).toContainText('Booking Request Sent!')
    await expect(page.locator(':target')).toBeInViewport()
    // The thank-you's card begins below the fixed header, not under it.
    const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom)
    const cardTop = await page
      .locator(':target')
      .evaluate((answer) => answer.parentElement?.getBoundingClientRect().top)
    expect(cardTop).toBeGreaterThanOrEqual(headerBottom)
    // Every link to #booking would only scroll within the thank-you; this one loads an empty form.
    await page.getByRole('link', { name: 'Send another request' }).click()
    const form = page.locator('#booking form')
    await expect(form.getByLabel('Email Address')).toHaveValue('')
    await expect(form.getByLabel('Email Address')).toBeInViewport()
    await expect(page.getByRole('heading', { name: 'Booking Request Sent!' })).toHaveCount(0)
    expect(leadsWithEmail(email)).toHaveLength(1)

    await page.goto('/')
    await fillForm(page, email, 'Complete Bundle')
    await page.locator('#booking form').getByRole('button', { name: 'Book My Free Consultation' }).click()
    await expect(page.getByRole('heading', { name: 'Booking Request Sent!' })).toBeVisible()
    expect(leadsWithEmail(email)).toHaveLength(1)
  })

  // Against the voice build's server, which keeps the default limit (10 at once, then one every 30 s).
  test('the rate limit holds a visitor to 10 bookings at once, but never limits this machine itself', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'a server-side limit: run once, in the desktop project')
    // The bookings within the allowance are the form's own post, captured once and sent again for a
    // new address each time: 22 page loads would take longer than the allowance takes to refill
    // on a busy machine, which would then let the 11th through.
    const captured = await captureSubmission(page, `${voiceBaseURL}/`)
    const origin = new URL(voiceBaseURL).origin
    const bookDirectly = async (headers: Record<string, string> = {}) => {
      const { response, email, text } = await replaySubmission(page, captured, {
        url: `${voiceBaseURL}/`,
        origin,
        headers,
      })
      expect(response.status()).toBe(200)
      expect(text).toContain('Booking Request Sent!')
      expect(leadsWithEmail(email, VOICE_LEADS_DB)).toHaveLength(1)
    }

    // A developer, a test suite or a proxy on the same host that does not forward the address: more
    // than the allowance, all booked.
    for (let n = 0; n < 12; n++) await bookDirectly()

    // A visitor, as the proxy in front saw them: 10 bookings in a row, then the 11th, sent from the
    // page, is refused with the message, keeps what was typed and stores nothing.
    const visitor = { 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 254)}` }
    for (let n = 0; n < 10; n++) await bookDirectly(visitor)
    await page.unrouteAll()
    await page.setExtraHTTPHeaders(visitor)
    const refused = uniqueEmail('visitor-refused')
    await page.goto(`${voiceBaseURL}/`)
    await fillForm(page, refused)
    const form = page.locator('#booking form')
    await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
    await expect(page).toHaveURL(/#booking-result$/)
    await expect(page.getByRole('alert')).toHaveText(
      'Too many requests. Please wait a minute and try again, or contact us directly.',
    )
    await expect(form.getByLabel('Email Address')).toHaveValue(refused)
    expect(leadsWithEmail(refused, VOICE_LEADS_DB)).toEqual([])
  })

  test('a refused form comes back at its message, with what was typed, and the keyboard goes on from there', async ({
    page,
  }) => {
    await page.goto('/')
    const email = uniqueEmail('nojs-refused')
    await fillForm(page, email)
    // Passes the browser's `required` but not the server, which trims it to nothing.
    await page.locator('#booking form').getByLabel('Business Niche').fill('   ')
    await page.locator('#booking form').getByRole('button', { name: 'Book My Free Consultation' }).click()
    await expect(page).toHaveURL(/\/#booking-result$/)
    const target = page.locator(':target')
    await expect(target).toHaveRole('alert')
    await expect(target).toContainText('Please correct the highlighted fields and try again.')
    await expect(target).toBeInViewport()
    await expect(page.locator('#booking form').getByLabel('Email Address')).toHaveValue(email)
    // The anchor is where sequential focus starts: the message, just above the button, lists the
    // field at fault as a link, which Tab reaches first and which takes the visitor to the field,
    // well above on a phone, with the cursor in it.
    await page.keyboard.press('Tab')
    const problem = target.getByRole('link', { name: 'Business Niche is required.' })
    await expect(problem).toBeFocused()
    await page.keyboard.press('Enter')
    const niche = page.locator('#booking form').getByLabel('Business Niche')
    await expect(niche).toBeFocused()
    await expect(niche).toBeInViewport()
    await expect(niche).toHaveAttribute('aria-invalid', 'true')
    await page.keyboard.press('Shift+Tab')
    await expect(page.locator('#booking form').getByLabel('Phone Number')).toBeFocused()
    expect(leadsWithEmail(email)).toEqual([])
  })
})

import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { E2E_CONTENT_OVERRIDE, E2E_REVALIDATE_SECRET, revalidationBaseURL } from '../playwright.config'
import { acceptCookiesUpFront } from './support/cookieConsent'
import { siteAddress } from './support/seo'

/**
 * An editor publishes; the site shows it without a rebuild or a restart. Without a Sanity
 * project, "publishing" is writing the document into the content override file, and Sanity's
 * webhook is the same signed POST /api/revalidate it would send. This journey has a server of
 * its own (playwright.config.ts), so the other journeys keep seeing the bundled content.
 */
test.use({ baseURL: revalidationBaseURL })

// One journey over one override file: the viewport does not matter to the server, and two
// projects editing the same file at once would race.
test.skip(({ isMobile }) => isMobile, 'a server-side flow: run once, in the desktop project')
// The journeys share that file, so they take turns.
test.describe.configure({ mode: 'serial' })

type Doc = { _id: string; _type: string; [field: string]: unknown }

const SEED = path.resolve(import.meta.dirname, '..', 'studio', 'seed', 'production.ndjson')
const bundled = readFileSync(SEED, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Doc)

function bundledDoc(id: string): Doc {
  const doc = bundled.find((candidate) => candidate._id === id)
  if (!doc) throw new Error(`${id} is not in the bundled dataset`)
  return doc
}

/** Publishing, locally: the override file replaces documents by _id. Written whole, then renamed, so the server never reads half a file. */
function publishOverride(docs: Doc[]) {
  mkdirSync(path.dirname(E2E_CONTENT_OVERRIDE), { recursive: true })
  const next = `${E2E_CONTENT_OVERRIDE}.${process.pid}.tmp`
  writeFileSync(next, docs.map((doc) => `${JSON.stringify(doc)}\n`).join(''))
  renameSync(next, E2E_CONTENT_OVERRIDE)
}

/** Sanity's webhook call: the document projected to {_type, _id}, signed with the shared secret. */
async function sendWebhook(request: APIRequestContext, doc: Doc, signing: 'signed' | 'unsigned' | 'wrong secret') {
  const body = JSON.stringify({ _type: doc._type, _id: doc._id })
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (signing !== 'unsigned') {
    const secret = signing === 'signed' ? E2E_REVALIDATE_SECRET : 'a-secret-the-server-does-not-know'
    headers[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(body, Date.now(), secret)
  }
  return request.post('/api/revalidate', { data: body, headers })
}

const privacy = bundledDoc('legal-privacy-policy')
const growth = bundledDoc('plan-growth')
const landing = bundledDoc('landingPage')
const settings = bundledDoc('siteSettings')
const categories = {
  'AI Automation': bundledDoc('planCategory-ai-automation'),
  'Websites & Apps': bundledDoc('planCategory-websites-apps'),
}

const privacyDate = (page: Page) => page.getByRole('main').locator('time')
const growthCard = (page: Page) =>
  page.getByRole('tabpanel', { name: 'AI Automation' }).getByRole('article', { name: 'Growth' })

type SiteState = { isoDate: string; date: string; price: string }
const BUNDLED: SiteState = { isoDate: '2025-01-27', date: 'January 27, 2025', price: '3,000 EUR per month' }
const EDITED: SiteState = { isoDate: '2025-03-14', date: 'March 14, 2025', price: '3,500 EUR per month' }

/** What a visitor sees: the privacy page's date and the Growth plan's price, in the browser. */
async function expectVisitorSees(page: Page, expected: SiteState) {
  await page.goto('/privacy-policy', { waitUntil: 'domcontentloaded' })
  await expect(privacyDate(page)).toHaveText(expected.date)
  await expect(privacyDate(page)).toHaveAttribute('datetime', expected.isoDate)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await expect(growthCard(page)).toContainText(expected.price)
}

/**
 * The same two facts read from the HTML the server sends, for the checks in between (a browser
 * rendering the landing page takes seconds on a busy 2-core machine). Only the edited price
 * is a safe marker: "3,000 EUR" also appears in another plan's price.
 */
async function expectServerSends(request: APIRequestContext, expected: SiteState) {
  const privacyHtml = await (await request.get('/privacy-policy')).text()
  expect(/<time dateTime="([^"]+)"/i.exec(privacyHtml)?.[1]).toBe(expected.isoDate)
  // Rendered again by a server on another port than the build's: it still names the site's address.
  expect(/<link rel="canonical" href="([^"]+)"/.exec(privacyHtml)?.[1]).toBe(siteAddress('/privacy-policy'))
  const landingHtml = await (await request.get('/')).text()
  expect(landingHtml.includes('3,500 EUR')).toBe(expected === EDITED)
}

/** Back to the bundled content, for the next run: empty override, and a signed revalidation of every type edited. */
async function restoreBundledContent(request: APIRequestContext) {
  publishOverride([])
  for (const doc of [privacy, growth, categories['AI Automation'], landing, settings])
    expect((await sendWebhook(request, doc, 'signed')).status()).toBe(200)
}

test.beforeEach(async ({ page, request }) => {
  await acceptCookiesUpFront(page)
  await restoreBundledContent(request)
})

test.afterEach(async ({ request }) => {
  await restoreBundledContent(request)
})

test('a publish reaches the site through a signed revalidation, without a restart; an unsigned one changes nothing', async ({
  page,
  request,
}) => {
  // Each signed revalidation makes the server render the pages afresh, on a machine busy with other journeys.
  test.setTimeout(120_000)
  await expectVisitorSees(page, BUNDLED)

  // Legal moves the "Last updated" date, marketing changes a price.
  publishOverride([
    { ...privacy, lastUpdated: EDITED.isoDate },
    { ...growth, price: '3,500 EUR' },
  ])

  // Requests without the right signature are refused and refresh nothing: the pages keep what they showed.
  for (const doc of [privacy, growth]) {
    expect((await sendWebhook(request, doc, 'unsigned')).status()).toBe(401)
    expect((await sendWebhook(request, doc, 'wrong secret')).status()).toBe(401)
  }
  await expectServerSends(request, BUNDLED)

  // The signed webhook names each published document's type; that type's pages render afresh.
  const legalAnswer = await sendWebhook(request, privacy, 'signed')
  expect(legalAnswer.status()).toBe(200)
  expect(await legalAnswer.json()).toEqual({ revalidated: ['sanity:legalPage'], type: 'legalPage' })
  const planAnswer = await sendWebhook(request, growth, 'signed')
  expect(planAnswer.status()).toBe(200)
  expect(await planAnswer.json()).toEqual({ revalidated: ['sanity:plan'], type: 'plan' })
  await expectVisitorSees(page, EDITED)
  await expect(page.getByText('3,500 EUR per month')).toHaveCount(1)

  // The edit is undone in the file, but the unsigned request that would announce it is refused.
  publishOverride([])
  expect((await sendWebhook(request, privacy, 'unsigned')).status()).toBe(401)
  expect((await sendWebhook(request, growth, 'unsigned')).status()).toBe(401)
  await expectServerSends(request, EDITED)

  // Signed, the bundled content is back (afterEach does the same, should anything above fail).
  for (const doc of [privacy, growth]) expect((await sendWebhook(request, doc, 'signed')).status()).toBe(200)
  await expectServerSends(request, BUNDLED)
})

test('an editor leaves one plan in a category and two in the other: the cards sit in the middle, each a card wide', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const kept = { 'AI Automation': 1, 'Websites & Apps': 2 } as const
  // Growth alone in its tab, and also offered beside Essential in the other (the Studio allows it).
  type PlanRef = { _type: 'reference'; _ref: string; _key: string }
  const growthRef: PlanRef = { _type: 'reference', _ref: growth._id, _key: growth._id }
  const essentialRef = (categories['Websites & Apps'].plans as PlanRef[])[0]
  publishOverride([
    { ...categories['AI Automation'], plans: [growthRef] },
    { ...categories['Websites & Apps'], plans: [essentialRef, growthRef] },
  ])
  const answer = await sendWebhook(request, categories['AI Automation'], 'signed')
  expect(await answer.json()).toEqual({ revalidated: ['sanity:planCategory'], type: 'planCategory' })

  /** How far the cards' span sits from the middle of the panel, and the widest card. */
  const layout = async (name: keyof typeof kept) => {
    const panel = page.getByRole('tabpanel', { name })
    const cards = panel.getByTestId('plan-card')
    await expect(cards).toHaveCount(kept[name])
    const area = await panel.boundingBox()
    const boxes = await cards.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON()),
    )
    if (!area || boxes.length === 0) throw new Error(`${name}: the panel is not drawn`)
    const span = { left: Math.min(...boxes.map((box) => box.left)), right: Math.max(...boxes.map((box) => box.right)) }
    return {
      offCentre: Math.abs((span.left + span.right) / 2 - (area.x + area.width / 2)),
      widest: Math.max(...boxes.map((box) => box.width)),
    }
  }

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/#pricing')
  // The same plan in both tabs is two cards, each named by its own heading.
  const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id))
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  for (const name of ['AI Automation', 'Websites & Apps'] as const) {
    await page.getByRole('tab', { name }).click()
    await expect(page.getByRole('tabpanel', { name }).getByRole('article', { name: 'Growth' })).toHaveCount(1)
    const { offCentre, widest } = await layout(name)
    expect(offCentre, `${name} on a desktop`).toBeLessThanOrEqual(1)
    // A card's width (28rem), not a stretch across the empty columns.
    expect(widest, `${name} on a desktop`).toBeLessThanOrEqual(448)
  }

  // On a phone a lone card sits in the middle of the screen instead of at its left edge.
  await page.setViewportSize({ width: 412, height: 915 })
  await page.getByRole('tab', { name: 'AI Automation' }).click()
  expect((await layout('AI Automation')).offCentre, 'one plan on a phone').toBeLessThanOrEqual(1)
})

test('an editor’s long words and figures stay on the screen: a web address, a price without spaces, big numbers, long header labels', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const address = 'https://www.bfdi.bund.de/DE/Home/home_node.html'
  type Section = { body: { children: { text: string }[] }[] }
  const sections = privacy.sections as Section[]
  const [first, ...rest] = sections
  if (!first?.body[0]?.children[0]) throw new Error('the privacy policy has no first paragraph')
  const withAddress = structuredClone(first)
  const span = withAddress.body[0]?.children[0]
  if (span) span.text = `Complaints go to the supervisory authority, ${address}, or to ours. ${span.text}`
  type Feature = { title: string; info?: string }
  const features = structuredClone(growth.features as Feature[])
  const tipped = features.find((feature) => feature.info)
  if (!tipped) throw new Error('the Growth plan has no feature with an info tip')
  tipped.title = 'Connects to Microsoft-Dynamics-365'
  const plain = features.find((feature) => !feature.info)
  if (!plain) throw new Error('the Growth plan has no feature without an info tip')
  plain.title = 'Portal at https://portal.northwindai.com/dashboard'
  const hero = landing.hero as { stats: { value: string }[] }
  type NavLink = { label: string; sectionId: string }
  publishOverride([
    {
      ...settings,
      brandName: 'Northwind Automation Partners Group',
      demoButtonLabel: 'Try Our Live AI Voice Demo',
      navigation: (settings.navigation as NavLink[]).map((link) =>
        link.sectionId === 'faq' ? { ...link, label: 'Frequently Asked Questions' } : link,
      ),
    },
    { ...privacy, sections: [withAddress, ...rest] },
    { ...growth, price: '25.000,00€/Monat', features },
    {
      ...landing,
      hero: {
        ...hero,
        stats: hero.stats.map((stat, index) => ({ ...stat, value: ['1,000,000+', '€250,000+', '24/7/365'][index] })),
      },
    },
  ])
  for (const doc of [privacy, growth, landing, settings])
    expect((await sendWebhook(request, doc, 'signed')).status()).toBe(200)

  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth)
  /** Controls of the header drawn outside it (above the screen, or hanging over the page). */
  const spilledFromHeader = () =>
    page.getByRole('banner').evaluate((header) => {
      const bar = header.getBoundingClientRect()
      return [...header.querySelectorAll('a, button')]
        .map((control) => ({ text: control.textContent, box: control.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.top < Math.max(bar.top, 0) || box.bottom > bar.bottom))
        .map(({ text }) => text)
    })
  const viewWidth = () => page.evaluate(() => document.documentElement.clientWidth)
  for (const width of [320, 1024]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/privacy-policy')
    await expect(page.getByText(address)).toBeVisible()
    expect(await pageWidth(), `privacy policy at ${width} px`).toBeLessThanOrEqual(await viewWidth())
    expect(await spilledFromHeader(), `privacy policy's header at ${width} px`).toEqual([])

    await page.goto('/')
    await expect(page.getByText('25.000,00€/Monat')).toHaveCount(1)
    expect(await pageWidth(), `landing page at ${width} px`).toBeLessThanOrEqual(await viewWidth())
    expect(await spilledFromHeader(), `landing page's header at ${width} px`).toEqual([])
    // The figures do not run into each other: on a phone they stand one under another.
    const figures = await page
      .locator('#top dl dd')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON()))
    expect(figures).toHaveLength(3)
    for (const [index, box] of figures.entries()) {
      const next = figures[index + 1]
      if (next)
        expect(box.right <= next.left || box.bottom <= next.top, `figure ${index + 1} at ${width} px`).toBe(true)
    }
  }
  // In the desktop grid each card keeps to its column: the long words break inside it.
  const cards = page.getByRole('tabpanel', { name: 'AI Automation' }).getByTestId('plan-card')
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    const boxes = await cards.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON()),
    )
    expect(boxes).toHaveLength(4)
    for (const [index, box] of boxes.entries()) {
      const next = boxes[index + 1]
      if (next) expect(box.right, `card ${index + 1} clear of the next at ${width} px`).toBeLessThanOrEqual(next.left)
    }
    expect(await pageWidth(), `landing page at ${width} px`).toBeLessThanOrEqual(await viewWidth())
  }
})

test('marketing words the booking form’s title, note and button in the Studio; the spec’s labels stay', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const bookingSection = landing.bookingSection as Record<string, unknown>
  publishOverride([
    {
      ...landing,
      bookingSection: {
        ...bookingSection,
        formHeading: 'Tell us about your business',
        formNote: 'We answer within one working day.',
        submitLabel: 'Send my request',
      },
    },
  ])
  expect((await sendWebhook(request, landing, 'signed')).status()).toBe(200)
  await page.goto('/#booking')
  const form = page.getByRole('form', { name: 'Tell us about your business' })
  await expect(form).toBeVisible()
  await expect(form.getByText('Fields marked * are required. We answer within one working day.')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Send my request' })).toBeVisible()
  await expect(form.getByLabel('Full Name')).toBeVisible()
})

test('marketing words the labels on every plan card in the Studio, once for both tabs', async ({ page, request }) => {
  test.setTimeout(120_000)
  const pricingSection = landing.pricingSection as Record<string, unknown>
  publishOverride([
    {
      ...landing,
      pricingSection: {
        ...pricingSection,
        planLabels: {
          perMonth: 'a month',
          oneTime: 'paid once',
          setupFee: 'Onboarding:',
          retainer: 'Care plan:',
          sla: 'We reply within:',
          idealFor: 'Best for:',
          replaces: 'Takes over from:',
          outcome: 'You get:',
        },
      },
    },
  ])
  expect((await sendWebhook(request, landing, 'signed')).status()).toBe(200)
  await page.goto('/#pricing')
  // Basic has a setup fee, a response time and roles it replaces; Essential a one-time price and a retainer.
  const basic = page.getByRole('tabpanel', { name: 'AI Automation' }).getByRole('article', { name: 'Basic' })
  await expect(basic.getByTestId('plan-price')).toHaveText('500 EUR a month')
  await expect(basic.getByRole('term')).toHaveText(['Onboarding:', 'We reply within:'])
  await expect(basic.getByText('Best for:')).toBeVisible()
  await expect(basic.getByText('You get:')).toBeVisible()
  await expect(basic.getByText('Takes over from:')).toBeVisible()
  await expect(basic).not.toContainText(/Setup fee|SLA|Ideal for|Outcome|per month/)
  await page.getByRole('tab', { name: 'Websites & Apps' }).click()
  const essential = page.getByRole('tabpanel', { name: 'Websites & Apps' }).getByRole('article', { name: 'Essential' })
  await expect(essential.getByTestId('plan-price')).toHaveText('from 1,000 EUR paid once')
  await expect(essential.getByRole('term')).toHaveText(['Care plan:'])
  await expect(essential).not.toContainText(/Retainer|one-time/)
})

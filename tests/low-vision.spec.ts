import { expect, type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { fillForm } from './support/bookingForm'
import { acceptCookiesUpFront } from './support/cookieConsent'
import { clickOnceRevealed } from './support/reveal'

/**
 * Visitors who see the site through settings of their own: forced colours (Windows High Contrast
 * and the like), wider text spacing (WCAG 1.4.12), and 400% zoom, where a laptop's 1280 by 1024
 * screen is 320 by 256 CSS pixels. axe checks none of these.
 */

const borderWidth = (locator: Locator) =>
  locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).borderTopWidth))

/** The colour drawn inside a control's left padding at mid-height: its fill, as the visitor sees it. */
async function fillOf(page: Page, control: Locator) {
  const box = await control.boundingBox()
  if (!box) throw new Error('the control is not drawn')
  const { data } = await sharp(
    await page.screenshot({ clip: { x: box.x + 6, y: box.y + box.height / 2, width: 1, height: 1 } }),
  )
    .raw()
    .toBuffer({ resolveWithObject: true })
  return [...data.subarray(0, 3)].join(',')
}

/** A user style sheet with the text spacing WCAG 1.4.12 says content must survive. */
const WIDER_TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important } p { margin-bottom: 2em !important }'

test.describe('in forced colours', () => {
  test.use({ forcedColors: 'active', colorScheme: 'dark' })

  test('the cookie banner keeps an edge against the page behind it', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner).toBeVisible()
    expect(await borderWidth(banner)).toBeGreaterThan(0)
  })

  test('the selected pricing tab is shown, filled buttons, windows, tips and fields at fault keep an edge, a focused field its outline', async ({
    page,
  }) => {
    await acceptCookiesUpFront(page)
    await page.goto('/#pricing')
    // The tabs' white pill is dropped with every other fill; the selected one takes the system's
    // highlight, so it still looks selected and the other does not.
    for (const name of ['Websites & Apps', 'AI Automation']) {
      await page.getByRole('tab', { name }).click()
      const selected = page.getByRole('tab', { selected: true })
      await expect(selected).toHaveAccessibleName(name)
      const other = page.getByRole('tab', { selected: false })
      expect(await fillOf(page, selected), `${name} selected`).not.toBe(await fillOf(page, other))

      // The most popular plan's ring is a shadow, which is dropped too: its border is thicker.
      const panel = page.getByRole('tabpanel', { name })
      const popular = panel.locator('[data-most-popular]')
      await expect(popular).toHaveCount(1)
      const plain = panel.getByTestId('plan-card').and(panel.locator(':not([data-most-popular])')).first()
      expect(await borderWidth(popular), `${name} most popular`).toBeGreaterThan(await borderWidth(plain))
    }

    // A button drawn as a filled shape would read as a line of bold text; so would a link drawn as one.
    const learnMore = page.getByRole('button', { name: 'Learn More' }).first()
    expect(await borderWidth(learnMore)).toBeGreaterThan(0)
    expect(await borderWidth(page.getByRole('button', { name: 'Schedule a Free Consultation' }))).toBeGreaterThan(0)
    await clickOnceRevealed(learnMore)
    const window = page.getByRole('dialog')
    await expect(window).toBeVisible()
    expect(await borderWidth(window)).toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await expect(window).toBeHidden()

    // "Please correct the highlighted fields": the red border takes the same system colour as the
    // others, so the field at fault has a thicker one.
    const form = page.locator('#booking form')
    await fillForm(page, 'jordan@example.com')
    await form.getByLabel('Business Niche').fill('   ')
    await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
    await expect(form.getByRole('alert')).toContainText('Please correct the highlighted fields and try again.')
    const atFault = form.getByLabel('Business Niche')
    await expect(atFault).toHaveAttribute('aria-invalid', 'true')
    expect(await borderWidth(atFault)).toBeGreaterThan(await borderWidth(form.getByLabel('Full Name')))

    // A focused field keeps an outline: its blue ring is a shadow, dropped with every other.
    await form.getByLabel('Full Name').focus()
    expect(
      await form.getByLabel('Full Name').evaluate((field) => {
        const style = getComputedStyle(field)
        return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
      }),
    ).toBe(true)

    // A plan feature's tip, drawn over the card's own text, keeps an edge where its dark fill is dropped.
    expect(await borderWidth(page.locator('.feature-tip').first())).toBeGreaterThan(0)
  })
})

/**
 * For a describe measuring a page at a phone's width. The desktop project reserves a 15 px
 * scrollbar gutter, so its 320 px window holds 305 px of page, narrower than any phone; the phone
 * project runs the width as phones have it.
 */
function onPhonesOnly() {
  test.skip(
    ({ isMobile }) => !isMobile,
    'a phone’s width: the desktop project keeps a scrollbar’s gutter beside the page',
  )
}

test.describe('at 320 px with wider text spacing', () => {
  onPhonesOnly()

  test('the pricing tabs and the content pages’ way back stay on the screen', async ({ page }) => {
    await acceptCookiesUpFront(page)
    await page.setViewportSize({ width: 320, height: 640 })
    const rightEdge = async (locator: Locator) => {
      const box = await locator.boundingBox()
      return (box?.x ?? Number.POSITIVE_INFINITY) + (box?.width ?? 0)
    }

    await page.goto('/#pricing')
    await page.addStyleTag({ content: WIDER_TEXT_SPACING })
    // A label wraps instead of pushing the list past the edge.
    expect(await rightEdge(page.getByRole('tablist'))).toBeLessThanOrEqual(320)

    for (const path of ['/about-us', '/privacy-policy', '/terms-conditions']) {
      await page.goto(path)
      await page.addStyleTag({ content: WIDER_TEXT_SPACING })
      const back = page.getByRole('banner').getByRole('link', { name: 'Back to Home' })
      expect(await rightEdge(back), path).toBeLessThanOrEqual(320)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320)
    }
  })
})

test.describe('with the phone’s text set larger', () => {
  onPhonesOnly()

  // A phone's own text size (Chrome's text scaling): every rem grows with it, so a 390 px screen
  // at 200% lays out like one of 195 px. A column as wide as its longest word widened the page.
  for (const { width, fontSize } of [
    { width: 320, fontSize: 20 },
    { width: 360, fontSize: 24 },
    { width: 390, fontSize: 32 },
  ]) {
    test(`at ${width} px with ${(fontSize / 16) * 100}% text no page is wider than the screen`, async ({ page }) => {
      await acceptCookiesUpFront(page)
      await page.setViewportSize({ width, height: 800 })
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Page.setFontSizes', {
        fontSizes: { standard: fontSize, fixed: Math.round((fontSize * 13) / 16) },
      })
      for (const path of ['/', '/about-us', '/privacy-policy', '/terms-conditions']) {
        await page.goto(path)
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width)
      }
    })
  }
})

test('at 400% zoom the cookie banner leaves half the screen to the page, its buttons in view', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 256 })
  await page.goto('/')
  const banner = page.getByRole('region', { name: 'Cookie consent' })
  await expect(banner).toBeVisible()
  expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(128)
  await expect(banner.getByRole('button', { name: 'Accept' })).toBeInViewport({ ratio: 1 })
  await expect(banner.getByRole('button', { name: 'Decline' })).toBeInViewport({ ratio: 1 })
  // What does not fit scrolls within it, down to the policy link.
  const policy = banner.getByRole('link', { name: 'Cookie Policy' })
  await policy.focus()
  await expect(policy).toBeInViewport({ ratio: 1 })
})

/**
 * WCAG's contrast ratio between two colours as the page computes them (Tailwind's come out in
 * `lab()`), the first drawn over the second and the second over white, as a canvas paints them.
 */
const contrast = (page: Page, colour: string, ground: string) =>
  page.evaluate(
    ({ colour, ground }) => {
      const context = new OffscreenCanvas(1, 1).getContext('2d')
      if (!context) throw new Error('no canvas')
      const paint = (...layers: string[]) => {
        for (const layer of ['white', ...layers]) {
          context.fillStyle = layer
          context.fillRect(0, 0, 1, 1)
        }
        return [...context.getImageData(0, 0, 1, 1).data.subarray(0, 3)]
      }
      const luminance = (rgb: number[]) => {
        const [r = 0, g = 0, b = 0] = rgb.map((c) =>
          c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4,
        )
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
      }
      const [light, dark] = [luminance(paint(ground, colour)), luminance(paint(ground))].sort((a, b) => b - a) as [
        number,
        number,
      ]
      return (light + 0.05) / (dark + 0.05)
    },
    { colour, ground },
  )

test('the booking fields’ edges, their example text and their focus ring are dark enough to see', async ({ page }) => {
  await page.goto('/#booking')
  const niche = page.getByLabel('Business Niche')
  const style = (pseudo?: string) =>
    niche.evaluate((input, pseudo) => {
      const own = getComputedStyle(input, pseudo)
      return {
        edge: own.borderTopColor,
        example: own.color,
        ground: getComputedStyle(input).backgroundColor,
        ring: own.getPropertyValue('--tw-ring-color'),
        shadow: own.boxShadow,
      }
    }, pseudo)
  const [field, example] = [await style(), await style('::placeholder')]
  // 3:1 for a control's edge and for what marks its state (1.4.11), 4.5:1 for text (1.4.3).
  expect(await contrast(page, field.edge, field.ground)).toBeGreaterThanOrEqual(3)
  expect(await contrast(page, example.example, field.ground)).toBeGreaterThanOrEqual(4.5)
  // Focused, the field's edge turns blue and a ring is drawn outside it, on the white card: the
  // ring is what shows the focus, so it must stand out from the card (it was blue at 30%: 1.6:1).
  await niche.focus()
  const focused = await style()
  expect(focused.shadow).toContain(' 0px 0px 0px 2px')
  expect(await contrast(page, focused.ring, field.ground)).toBeGreaterThanOrEqual(3)
})

test('the selected pricing tab stands out from the other by 3:1', async ({ page }) => {
  await page.goto('/#pricing')
  const colours = await page.getByRole('tab', { name: 'AI Automation' }).evaluate((tab) => ({
    selected: getComputedStyle(tab).backgroundColor,
    track: getComputedStyle(tab.parentElement ?? tab).backgroundColor,
  }))
  expect(await contrast(page, colours.selected, colours.track)).toBeGreaterThanOrEqual(3)
})

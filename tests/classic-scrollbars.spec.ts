import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { chromium } from '../playwright.config'
import { acceptCookiesUpFront } from './support/cookieConsent'
import { clickOnceRevealed } from './support/reveal'

/**
 * A desktop visitor on Windows or Linux, whose browser draws scrollbars beside the page rather than
 * over it. Headless Chromium hides them unless told not to, which only a whole file can ask for.
 */
test.use({ launchOptions: { ...chromium, ignoreDefaultArgs: ['--hide-scrollbars'] } })

// The mobile project emulates a phone, whose scrollbars are drawn over the page and take no room,
// so there is no scrollbar for a window to take away (the journey's first check would fail there
// for that reason alone); the desktop project runs it.
test.skip(({ isMobile }) => isMobile, 'phones draw their scrollbars over the page, taking no room')

const scrollbarWidth = (page: Page) => page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)

/**
 * The colour shown in the scrollbar's gutter, `gutter` pixels wide, and just left of it, at
 * mid-height. (Measure the gutter before a window locks the page: the root's clientWidth then
 * counts the kept gutter as page.)
 */
async function gutterAndBeside(page: Page, gutter: number) {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 }
  const { data, info } = await sharp(await page.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true })
  const pixel = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels
    return [0, 1, 2].map((channel) => data[at + channel] ?? Number.NaN)
  }
  const y = Math.round(height / 2)
  return { gutter: pixel(width - Math.ceil(gutter / 2), y), beside: pixel(width - gutter - 2, y) }
}

/** The same colour, channel by channel within 3 of 255 to allow for rounding in the blend. */
function expectSameColour(actual: number[], expected: number[], what: string) {
  const differences = actual.map((channel, index) => Math.abs(channel - (expected[index] ?? Number.NaN)))
  expect(Math.max(...differences), `${what}: ${actual} against ${expected}`).toBeLessThanOrEqual(3)
}

test('opening a window does not move the page behind it', async ({ page }) => {
  await acceptCookiesUpFront(page)
  await page.goto('/')
  expect(await scrollbarWidth(page), 'the scrollbar takes room beside the page').toBeGreaterThan(0)
  const layout = () =>
    page.evaluate(() => ({
      page: document.body.getBoundingClientRect().width,
      header: document.querySelector('header')?.getBoundingClientRect().width,
      heading: document.querySelector('#services h2')?.getBoundingClientRect().x,
    }))
  const closed = await layout()

  await clickOnceRevealed(page.getByRole('button', { name: 'Learn More: Business Process Automation with AI' }))
  await expect(page.getByRole('dialog', { name: 'Business Process Automation with AI' })).toBeVisible()
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
  expect(await layout()).toEqual(closed)
})

// The gutter lies outside the window's backdrop; a white or mismatched stripe there would frame the
// dimmed page on one side. Beside it is the backdrop over the page (a service window) or the phone
// menu's panel, which runs down the right edge.
for (const window of ['a service window', 'the phone menu'] as const) {
  test(`the kept gutter matches what lies beside it: ${window}`, async ({ page }) => {
    await acceptCookiesUpFront(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    if (window === 'the phone menu') await page.setViewportSize({ width: 800, height: 900 })
    await page.goto('/#benefits')
    const gutter = await scrollbarWidth(page)
    expect(gutter, 'the scrollbar takes room beside the page').toBeGreaterThan(0)
    if (window === 'the phone menu') {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(page.getByRole('dialog', { name: /menu$/ })).toBeVisible()
    } else {
      await clickOnceRevealed(page.getByRole('button', { name: 'Learn More: Business Process Automation with AI' }))
      await expect(page.getByRole('dialog', { name: 'Business Process Automation with AI' })).toBeVisible()
    }
    const colours = await gutterAndBeside(page, gutter)
    expect(
      colours.beside.every((channel) => channel < 160),
      'the page beside the gutter is dimmed',
    ).toBe(true)
    expectSameColour(colours.gutter, colours.beside, 'the gutter matches what lies beside it')
  })
}

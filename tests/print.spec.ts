import { expect, type Page, test } from '@playwright/test'

/**
 * Printing, or saving as PDF: a policy kept for the files, the prices passed to a partner. The
 * browser lays the page out at the paper's width and leaves backgrounds out unless asked, so the
 * print rules in globals.css turn all text to black ink and show what on screen waits for a tap
 * or a scroll.
 */

// Every journey here first sets the viewport to the sheet's width (toPaper), so the phone project
// would lay out and check the very same page.
test.skip(({ isMobile }) => isMobile, 'paper is the same size whatever prints it; the desktop project checks it')

/** An A4 page's line at Chromium's default margins (8.27 in less 2 × 0.4 in, at 96 px an inch). */
const A4_LINE = { width: 718, height: 1040 }

async function toPaper(page: Page) {
  await page.setViewportSize(A4_LINE)
  await page.emulateMedia({ media: 'print' })
}

/** Rendered elements whose own text is not plain black, or that still paint a fill or a gradient. */
const notInkOnWhite = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.checkVisibility())
      .map((element) => {
        const style = getComputedStyle(element)
        const hasText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        )
        const ink = hasText && style.color !== 'rgb(0, 0, 0)' ? `color ${style.color}` : ''
        const fill = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none' ? 'a fill' : ''
        return ink || fill
          ? `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}": ${ink || fill}`
          : ''
      })
      .filter(Boolean),
  )

for (const path of ['/', '/about-us', '/privacy-policy', '/terms-conditions']) {
  test(`${path} prints in black on white, without the cookie banner or the skip link`, async ({ page }) => {
    await page.goto(path)
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner).toBeVisible()
    await toPaper(page)
    await expect(banner).toBeHidden()
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeHidden()
    expect(await notInkOnWhite(page)).toEqual([])
  })
}

test('the landing page prints every section whole: both price lists, every card and every answer', async ({ page }) => {
  await page.goto('/')
  await toPaper(page)
  // The fixed header would be printed at the top of every sheet, over the text; it prints once.
  expect(await page.locator('#site-header').evaluate((header) => getComputedStyle(header).position)).toBe('absolute')
  // Controls that only work on screen are left out.
  for (const control of [
    page.getByRole('button', { name: /Pause animation/ }),
    page.getByRole('tablist', { name: 'Pricing categories' }),
    page.getByRole('heading', { name: 'Prefer to pick a time yourself?' }),
  ])
    await expect(control).toBeHidden()
  // Never scrolled into view, the cards still print.
  const cards = page.locator('[data-reveal]')
  expect(await cards.count()).toBeGreaterThan(10)
  expect(await cards.evaluateAll((all) => all.filter((card) => getComputedStyle(card).opacity !== '1').length)).toBe(0)
  for (const panel of await page.locator('[data-tab-panel]').all()) await expect(panel).toBeVisible()
  // The phone's swipe row wraps onto the paper instead of running off its edge.
  const plans = page.getByTestId('plan-card')
  expect(await plans.count()).toBe(7)
  for (const plan of await plans.all()) {
    const box = await plan.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= A4_LINE.width).toBe(true)
  }
  // Every answer is printed under its question, though none was opened.
  const answers = page.locator('[data-faq-answer]')
  expect(await answers.count()).toBe(6)
  for (const answer of await answers.all()) await expect(answer).toBeVisible()
})

test('a policy prints without the way back, which only a screen can follow', async ({ page }) => {
  await page.goto('/privacy-policy')
  await toPaper(page)
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(page.getByText('Last updated: January 27, 2025')).toBeVisible()
})

test('a window open prints alone and whole, and the phone menu open prints the page', async ({ page }) => {
  await page.goto('/?service=2')
  const window = page.getByRole('dialog', { name: 'Business Process Automation with AI' })
  await expect(window).toBeVisible()
  await toPaper(page)
  // Before, the window printed over the top of every sheet of the page, cut at the screen's height.
  await expect(page.locator('h1')).toBeHidden()
  await expect(page.locator('footer')).toBeHidden()
  expect(await window.evaluate((dialog) => getComputedStyle(dialog).position)).toBe('absolute')
  expect(await window.evaluate((dialog) => dialog.scrollHeight - dialog.clientHeight)).toBeLessThanOrEqual(1)
  expect((await window.boundingBox())?.height).toBeGreaterThan(A4_LINE.height / 2)
  await expect(window.getByRole('heading', { name: 'Client success story' })).toBeVisible()
  await expect(window.getByRole('button', { name: 'Close' })).toHaveCount(0)
  expect(await notInkOnWhite(page)).toEqual([])

  await page.emulateMedia({ media: 'screen' })
  await page.keyboard.press('Escape')
  await expect(window).toBeHidden()
  await page.setViewportSize({ width: 390, height: 800 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.locator('dialog.slide-in-panel')).toBeVisible()
  await toPaper(page)
  await expect(page.locator('dialog.slide-in-panel')).toBeHidden()
  await expect(page.locator('h1')).toBeVisible()
})

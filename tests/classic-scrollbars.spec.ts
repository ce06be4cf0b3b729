import { expect, test } from '@playwright/test'
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

test('opening a window does not move the page behind it', async ({ page }) => {
  await acceptCookiesUpFront(page)
  await page.goto('/')
  expect(
    await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth),
    'the scrollbar takes room beside the page',
  ).toBeGreaterThan(0)
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

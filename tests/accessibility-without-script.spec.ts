import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { serveWithoutScripts } from './support/withoutScript'

/**
 * A browser with JavaScript off gets the server's HTML alone: both pricing tabs shown, every card
 * in place without its reveal, the windows opened by the browser's own invoker commands. That page
 * must clear the same WCAG 2.2 AA bar as the hydrated one, which the other specs check.
 */
test.beforeEach(async ({ page }) => {
  await serveWithoutScripts(page)
})

for (const path of ['/', '/about-us', '/privacy-policy', '/terms-conditions', '/cookie-policy', '/no-such-page']) {
  test(`${path} passes axe as a browser without JavaScript shows it`, async ({ page }) => {
    await page.goto(path)
    // The no-script styles apply: both pricing tabs' plans are shown on the landing page.
    if (path === '/') await expect(page.getByRole('heading', { name: 'Essential', exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

test('a service window, the phone menu and the voice demo pass axe without JavaScript', async ({ page, isMobile }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Learn More: AI Voice Agents & Chatbots' }).click()
  const service = page.getByRole('dialog', { name: 'AI Voice Agents & Chatbots' })
  await expect(service).toBeVisible()
  await expectNoAxeViolations(page, `#${await service.getAttribute('id')}`)
  await service.getByRole('button', { name: 'View Other Services' }).click()
  await expect(service).toBeHidden()

  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.locator('#mobile-menu')).toBeVisible()
    await expectNoAxeViolations(page, '#mobile-menu')
    await page.locator('#mobile-menu').getByRole('button', { name: 'Try AI Demo' }).click()
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'AI Demo', exact: true }).click()
  }
  await expect(page.getByRole('dialog', { name: /AI Voice Agent$/ })).toBeVisible()
  await expectNoAxeViolations(page, '#voice-demo')
})

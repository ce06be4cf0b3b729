import { expect, type Locator } from '@playwright/test'

/**
 * Clicks a control inside a card that fades and slides in as it scrolls into view
 * (RevealOnScroll), once the card has stopped moving. Playwright waits for an element to be
 * stable before it scrolls it into view, so a card whose 600 ms slide starts with that scroll
 * can carry the button out from under the pointer between press and release on a busy machine.
 */
export async function clickOnceRevealed(control: Locator) {
  await control.scrollIntoViewIfNeeded()
  const card = control.locator('xpath=ancestor::*[@data-reveal][1]')
  await expect(card).toHaveAttribute('data-revealed', 'true')
  await card.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
  await control.click()
}

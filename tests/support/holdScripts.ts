import type { Page } from '@playwright/test'

/**
 * A slow connection: the page's HTML arrives and is drawn, and works as far as HTML and CSS go,
 * while its scripts wait until the returned function releases them (then React hydrates).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

import { chromium } from '@playwright/test'

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
page.on('requestfailed', (r) => console.log('FAIL', r.url()))
page.on('response', (r) => {
  if (r.status() >= 400) console.log('HTTP', r.status(), r.url())
})
await page.goto('http://127.0.0.1:3200/', { waitUntil: 'networkidle' })
console.log(
  await page.evaluate(() => [...document.querySelectorAll('[data-reveal]')].map((e) => e.dataset.revealed).join(',')),
)
await page.locator('#benefits').scrollIntoViewIfNeeded()
await page.waitForTimeout(500)
console.log(
  await page.evaluate(() => [...document.querySelectorAll('[data-reveal]')].map((e) => e.dataset.revealed).join(',')),
)
console.log(
  await page.evaluate(() => {
    const u = document.querySelector('[aria-label="AI Automation plans"]')
    return [getComputedStyle(u).display, getComputedStyle(u).gridTemplateColumns, u.scrollWidth, u.clientWidth]
  }),
)
await browser.close()

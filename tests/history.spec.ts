import { expect, type Page, test } from '@playwright/test'
import { acceptCookiesUpFront } from './support/cookieConsent'
import { isHydrated } from './support/hydration'

/**
 * Moving between the site's pages, Back, Forward and reload: the visitor comes back to what they
 * left, at once, in the same place and with what they typed, and the address and the windows on
 * screen agree.
 */

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page)
})

/** Where the FAQ section's top is on screen: what a visitor sees as "the place they were". */
const faqTop = (page: Page) =>
  page.locator('#faq').evaluate((section) => Math.round(section.getBoundingClientRect().top))

/** Scrolls the page so that the FAQ section starts `top` px down the screen. */
const scrollFaqTo = (page: Page, top: number) =>
  page.evaluate((at) => {
    const section = document.getElementById('faq')
    if (section) window.scrollBy(0, section.getBoundingClientRect().top - at)
  }, top)

/** Starts recording the scroll position every frame; the recording survives in-site navigation. */
const recordScrolling = (page: Page) =>
  page.evaluate(() => {
    const positions: [string, number][] = []
    Object.assign(window, { scrollPositions: positions })
    const sample = () => {
      positions.push([window.location.pathname, Math.round(window.scrollY)])
      requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })

const recordedPositions = (page: Page, pathname: string) =>
  page.evaluate(
    (path) =>
      (window as unknown as { scrollPositions: [string, number][] }).scrollPositions
        .filter(([at]) => at === path)
        .map(([, y]) => y),
    pathname,
  )

test('Back to the landing page from About returns at once to the place the visitor left', async ({ page }) => {
  await page.goto('/')
  await scrollFaqTo(page, 200)
  // A press on the page turns on smooth scrolling for the visitor's own scrolls.
  await page.locator('#faq-heading').click()
  await expect(page.locator('html')).toHaveAttribute('data-smooth-scroll')
  const leftAt = await page.evaluate(() => Math.round(window.scrollY))
  const leftTop = await faqTop(page)

  // The footer's link, followed in place: the page stays where it is until the route changes.
  await page.locator('footer a[href="/about-us"]').dispatchEvent('click')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/./)
  await expect(page).toHaveURL(/\/about-us$/)
  await recordScrolling(page)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('#faq-heading')).toBeInViewport()
  await page.waitForTimeout(1500)
  // With smooth scrolling left on, the landing page showed its top and glided down to the place
  // for a second and a half; with the hero laid out at an estimated height, it landed 115 to 300
  // px off.
  expect(new Set(await recordedPositions(page, '/'))).toEqual(new Set([leftAt]))
  expect(await faqTop(page)).toBe(leftTop)
})

test('Back to a section the visitor had jumped to, from another page, shows the landing page at it', async ({
  page,
  isMobile,
}) => {
  await page.goto('/')
  const landingTitle = await page.title()
  await expect.poll(() => page.evaluate(() => window.history.state !== null), { timeout: 60_000 }).toBe(true)
  // A link to a section is the browser's own navigation: Next's router once ignored the way back to it.
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: /menu/ }).getByRole('link', { name: 'Pricing' }).click()
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click()
  }
  await expect(page).toHaveURL(/\/#pricing$/)
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveURL(/\/about-us$/)
  await expect(page).toHaveTitle(/^About Us/)
  for (const step of ['first', 'again']) {
    await page.goBack()
    await expect(page, step).toHaveURL(/\/#pricing$/)
    await expect(page.locator('#pricing-heading'), step).toBeInViewport()
    await expect(page, step).toHaveTitle(landingTitle)
    if (step === 'first') {
      await page.goForward()
      await expect(page).toHaveTitle(/^About Us/)
    }
  }
})

test('a section link followed while the page is hydrating stays in the address, and Back from another page returns to it', async ({
  page,
}) => {
  // The moment that lost it, made certain: the link is followed just as Next's router writes its first
  // state into the history entry (the commit of the hydrated page), after it had read the address.
  await page.addInitScript(() => {
    const write = History.prototype.replaceState
    let committed = false
    History.prototype.replaceState = function (state: unknown, unused: string, url?: string | URL | null) {
      if (!committed && (state as { __NA?: boolean } | null)?.__NA) {
        committed = true
        document.querySelector<HTMLAnchorElement>('main a[href="#services"]')?.click()
      }
      return write.call(this, state, unused, url)
    }
  })
  await page.goto('/')
  await expect.poll(() => isHydrated(page)).toBe(true)
  await expect(page).toHaveURL(/\/#services$/)
  await expect(page.locator('#services-heading')).toBeInViewport()
  // The router knows the address too: Back from another page comes back to the section.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveTitle(/^About Us/)
  await page.goBack()
  await expect(page).toHaveURL(/\/#services$/)
  await expect(page.locator('#services-heading')).toBeInViewport()
})

test('Back to a policy from a page its text links to returns to where the visitor was reading', async ({ page }) => {
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY))
  await page.goto('/privacy-policy')
  await expect.poll(() => isHydrated(page), { timeout: 60_000 }).toBe(true)
  const link = page.getByRole('main').getByRole('link', { name: 'Cookie Policy' }).first()
  // Wheeled down like a reader; again until it moves, as the spec's last scroll to the top (50 ms
  // after hydration) may still undo the first turn.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 400)
      return scrollY()
    })
    .toBeGreaterThan(600)
  await link.scrollIntoViewIfNeeded()
  const reading = await scrollY()
  await link.click()
  await expect(page).toHaveURL(/\/cookie-policy$/)
  // A link opens its page at the top.
  await expect.poll(scrollY).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/privacy-policy$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeAttached()
  await page.waitForTimeout(500)
  expect(Math.abs((await scrollY()) - reading)).toBeLessThanOrEqual(2)
  // A reload is a load: the policy opens at its top again (spec).
  await page.reload()
  await expect.poll(scrollY).toBe(0)
})

test('a reload halfway down the landing page keeps the same content in the same place', async ({ page }) => {
  await page.goto('/')
  await scrollFaqTo(page, 200)
  const leftTop = await faqTop(page)
  await page.reload()
  await expect(page.locator('#faq-heading')).toBeInViewport()
  await expect.poll(() => faqTop(page)).toBe(leftTop)
})

test('Back and Forward close and reopen a service window with its address', async ({ page }) => {
  await page.goto('/')
  // A section link adds a step to history; the window then opens over it.
  await page.getByRole('button', { name: 'Explore AI Solutions' }).click()
  await expect(page).toHaveURL(/#services$/)
  const trigger = page.getByRole('button', { name: 'Learn More: AI Voice Agents & Chatbots' })
  await trigger.click()
  const window = page.getByRole('dialog', { name: 'AI Voice Agents & Chatbots' })
  await expect(window).toBeVisible()
  await expect(page).toHaveURL(/\?service=1#service-card-1$/)

  // Before, Back left the window open over a page that had moved behind it, and the address no
  // longer named it.
  await page.goBack()
  await expect(page).not.toHaveURL(/service=/)
  await expect(window).toBeHidden()
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')

  await page.goForward()
  await expect(page).toHaveURL(/\?service=1#service-card-1$/)
  await expect(window).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(window).toBeHidden()
  await expect(page).toHaveURL(/\/#service-card-1$/)
  await expect(trigger).toBeFocused()
})

test('Back from the booking form, reached from a service window, returns to that service’s card', async ({ page }) => {
  await page.goto('/')
  const trigger = page.getByRole('button', { name: 'Learn More: AI-Enhanced Mobile Applications' })
  await trigger.click()
  const window = page.getByRole('dialog', { name: 'AI-Enhanced Mobile Applications' })
  await window.getByRole('button', { name: 'Book Free Consultation' }).click()
  await expect(page).toHaveURL(/#booking$/)
  await expect(page.getByLabel('Full Name')).toBeInViewport()
  await page.goBack()
  // Before, the address named the services section, and Back, which goes to an address's fragment,
  // went to the section's top: on a phone, three cards above this one.
  await expect(page).toHaveURL(/\/#service-card-4$/)
  await expect(page.getByRole('heading', { name: 'AI-Enhanced Mobile Applications', level: 3 })).toBeInViewport()
})

test('a service window closed and opened again before the browser reports the closing keeps its address', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Learn More: AI Voice Agents & Chatbots' }).click()
  const window = page.getByRole('dialog', { name: 'AI Voice Agents & Chatbots' })
  await expect(window).toBeVisible()
  await expect(page).toHaveURL(/\?service=1#service-card-1$/)

  // The browser reports a closing a task later. On a busy phone, Back then Forward can close the
  // window and open it again before that report arrives: done here in one task, it always does.
  await window.evaluate(async (dialog: HTMLDialogElement) => {
    const reported = new Promise((resolve) => dialog.addEventListener('close', resolve, { once: true }))
    dialog.close()
    dialog.showModal()
    await reported
  })
  // Before, the late report dropped ?service=1 from the address of the open window.
  await expect(window).toBeVisible()
  await expect(page).toHaveURL(/\?service=1#service-card-1$/)
  // A real closing still drops it.
  await page.keyboard.press('Escape')
  await expect(window).toBeHidden()
  await expect(page).toHaveURL(/\/#service-card-1$/)
})

test('what was typed in the booking form is still there after a visit to About and Back', async ({ page }) => {
  await page.goto('/')
  const form = page.getByRole('form', { name: 'Request your free consultation' })
  await form.getByLabel('Full Name').fill('Ada Lovelace')
  await form.getByLabel('Email Address').fill('ada@example.com')
  await form.getByLabel('Business Niche').fill('Analytical engines')
  await form.getByLabel("I'm Interested In").selectOption('Complete Bundle')

  await page.locator('footer a[href="/about-us"]').click()
  await expect(page).toHaveURL(/\/about-us$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  // Before, the form came back empty: the page is drawn afresh on the way back.
  await expect(form.getByLabel('Full Name')).toHaveValue('Ada Lovelace')
  await expect(form.getByLabel('Email Address')).toHaveValue('ada@example.com')
  await expect(form.getByLabel('Business Niche')).toHaveValue('Analytical engines')
  await expect(form.getByLabel("I'm Interested In")).toHaveValue('Complete Bundle')

  // Kept in memory only: a reload starts empty, as a new visit does.
  await page.reload()
  await expect(form.getByLabel('Full Name')).toHaveValue('')
})

test('after a link to another page, the first Tab reaches "Skip to content", as after a page load', async ({
  page,
}) => {
  await page.goto('/')
  const about = page.locator('footer a[href="/about-us"]')
  await about.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/about-us$/)
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible()
  // Before, the first Tab went on from where the footer link had been, to the new page's logo.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  // Nothing moved: the page opened at its top and stays there.
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('after a link to a section of another page, the first Tab goes on from that section', async ({ page }) => {
  await page.goto('/about-us')
  await page.getByRole('link', { name: 'Get Started Today' }).first().focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/#booking$/)
  await expect(page.locator('#booking-heading')).toBeInViewport()
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('#booking') !== null)).toBe(true)
})

test('a link whose page has not arrived yet shows that it is on its way, until the page comes', async ({ page }) => {
  // Prefetches are refused and About's own request held, as on a connection too slow for either.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/about-us**', async (route) => {
    const headers = route.request().headers()
    if (!('rsc' in headers)) return route.continue()
    if ('next-router-prefetch' in headers || 'next-router-segment-prefetch' in headers) return route.abort()
    await held
    return route.continue()
  })
  await page.goto('/')
  const about = page.locator('footer a[href="/about-us"]')
  await about.scrollIntoViewIfNeeded()
  await expect(about.getByTestId('link-pending')).toHaveCount(0)
  await about.click()
  const spinner = about.getByTestId('link-pending')
  await expect(spinner).toBeVisible()
  // Hidden from screen readers: the link's name stays what it says.
  await expect(about).toHaveAccessibleName('About Us')
  release()
  await expect(page).toHaveURL(/\/about-us$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('link-pending')).toHaveCount(0)
})

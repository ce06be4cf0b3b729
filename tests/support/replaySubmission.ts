import { expect, type Page, type Request } from '@playwright/test'
import { uniqueEmail } from './leadsDb'

/** A booking the browser sent (and that never reached the server), ready to be sent again. */
export type CapturedSubmission = { headers: Record<string, string>; body: Buffer; email: string }

/**
 * Fills and sends the booking form of the landing page at `landingURL`, and captures the POST it
 * makes, which never reaches the server: with JavaScript a fetch carrying Next-Action, without
 * it a plain form post. Every later POST from the page is stopped too, so the form's own retry
 * never books the captured address.
 */
export async function captureSubmission(page: Page, landingURL = '/'): Promise<CapturedSubmission> {
  const email = uniqueEmail('capture')
  let captured: Request | undefined
  await page.route('**/*', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    captured = route.request()
    return route.abort()
  })
  await page.goto(landingURL)
  const form = page.locator('#booking form')
  await form.getByLabel('Full Name').fill('Captured Submission')
  await form.getByLabel('Email Address').fill(email)
  await form.getByLabel('Business Niche').fill('Security testing')
  await form.getByLabel("I'm Interested In").selectOption('Complete Bundle')
  await form.getByRole('button', { name: 'Book My Free Consultation' }).click()
  await expect.poll(() => captured !== undefined).toBe(true)
  const request = captured as Request
  return { headers: await request.allHeaders(), body: request.postDataBuffer() ?? Buffer.alloc(0), email }
}

/**
 * Sends a captured submission again from outside the browser, as a new booking for a fresh email,
 * to `url` with the given Origin and any extra headers (an X-Forwarded-For, say).
 */
export async function replaySubmission(
  page: Page,
  captured: CapturedSubmission,
  { url = '/', origin, headers: extra = {} }: { url?: string; origin: string; headers?: Record<string, string> },
) {
  const email = uniqueEmail('replayed')
  const headers = Object.fromEntries(
    Object.entries(captured.headers).filter(([name]) => !/^(host|content-length|cookie|origin|:)/i.test(name)),
  )
  const response = await page.request.post(url, {
    headers: { ...headers, ...extra, origin },
    data: Buffer.from(captured.body.toString('latin1').replaceAll(captured.email, email), 'latin1'),
    maxRedirects: 0,
  })
  return { response, email, text: await response.text() }
}

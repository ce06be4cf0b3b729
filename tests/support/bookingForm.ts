import type { Page } from '@playwright/test'

/** Fills the landing page's booking form with a valid request, sent from `email`. */
export async function fillForm(page: Page, email: string, interest = 'AI Voice/Chat Agents') {
  const form = page.locator('#booking form')
  await form.getByLabel('Full Name').fill('Jordan Example')
  await form.getByLabel('Email Address').fill(email)
  await form.getByLabel('Phone Number').fill('+1 555 0100')
  await form.getByLabel('Business Niche').fill('Dental <clinic> & "spa"')
  await form.getByLabel("I'm Interested In").selectOption(interest)
}

/** Server actions, the form's sends with JavaScript, are POSTs to the page carrying a Next-Action header. */
export const isServerAction = (request: { method(): string; headers(): Record<string, string> }) =>
  request.method() === 'POST' && 'next-action' in request.headers()

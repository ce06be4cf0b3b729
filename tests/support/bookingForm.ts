import { expect, type Page } from '@playwright/test'
import type { StoredLead } from './leadsDb'

/** What fillForm types besides the address and the interest: markup in it shows it stays text. */
const TYPED = { name: 'Jordan Example', phone: '+1 555 0100', businessNiche: 'Dental <clinic> & "spa"' }
const DEFAULT_INTEREST = 'AI Voice/Chat Agents'

/** Fills the landing page's booking form with a valid request, sent from `email`. */
export async function fillForm(page: Page, email: string, interest = DEFAULT_INTEREST) {
  const form = page.locator('#booking form')
  await form.getByLabel('Full Name').fill(TYPED.name)
  await form.getByLabel('Email Address').fill(email)
  await form.getByLabel('Phone Number').fill(TYPED.phone)
  await form.getByLabel('Business Niche').fill(TYPED.businessNiche)
  await form.getByLabel("I'm Interested In").selectOption(interest)
}

/** That the form still holds what fillForm typed: after a failure, a hydration, a way back. */
export async function expectFormFilled(page: Page, email: string, interest = DEFAULT_INTEREST) {
  const form = page.locator('#booking form')
  await expect(form.getByLabel('Full Name')).toHaveValue(TYPED.name)
  await expect(form.getByLabel('Email Address')).toHaveValue(email)
  await expect(form.getByLabel('Phone Number')).toHaveValue(TYPED.phone)
  await expect(form.getByLabel('Business Niche')).toHaveValue(TYPED.businessNiche)
  await expect(form.getByLabel("I'm Interested In")).toHaveValue(interest)
}

/** The lead a form filled by fillForm is stored as (the leads database's columns). */
export const filledLead = (email: string, interest = DEFAULT_INTEREST): StoredLead => ({
  name: TYPED.name,
  email,
  phone: TYPED.phone,
  business_niche: TYPED.businessNiche,
  interest,
})

/** Server actions, the form's sends with JavaScript, are POSTs to the page carrying a Next-Action header. */
export const isServerAction = (request: { method(): string; headers(): Record<string, string> }) =>
  request.method() === 'POST' && 'next-action' in request.headers()

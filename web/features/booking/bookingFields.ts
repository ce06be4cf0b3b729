/**
 * The booking form's field names and limits, shared by the form in the browser and the server's
 * validation. Kept free of imports on purpose: the form's client chunk gets these constants
 * without zod or `node:crypto` (which the bundler would replace with crypto-browserify, about
 * 130 KiB gzip on the landing page).
 */

/** Limits generous for any real person and small enough that nobody can store a novel. */
export const FIELD_LIMITS = { name: 100, email: 254, phone: 40, businessNiche: 200 } as const

/** Hidden fields the form adds to the visible ones. */
export const HIDDEN_FIELDS = {
  submissionId: 'submissionId',
  /** How long the visitor took to fill the form in, in milliseconds (see handleBooking). */
  fillMs: 'fillMs',
  /** A honeypot: hidden from people, so only a bot fills it in. */
  honeypot: 'company_website',
} as const

/**
 * The booking form's hidden field names, shared by the form in the browser and the server, and the
 * server's length limits. Kept free of imports on purpose: the form's client chunk gets these constants
 * without zod or `node:crypto` (which the bundler would replace with crypto-browserify, about
 * 130 KiB gzip on the landing page).
 */

/**
 * The server's limits: past anything a person types (the spec asks for no length limits, so the
 * fields carry none), small enough that nobody can store a novel. An email address cannot be longer
 * than 254 characters and still be delivered (RFC 5321).
 */
export const FIELD_LIMITS = { name: 300, email: 254, phone: 100, businessNiche: 2000 } as const

/** Hidden fields the form adds to the visible ones. */
export const HIDDEN_FIELDS = {
  submissionId: 'submissionId',
  /** How long the visitor took to fill the form in, in milliseconds (see handleBooking). */
  fillMs: 'fillMs',
  /** A honeypot: hidden from people, so only a bot fills it in. */
  honeypot: 'company_website',
} as const

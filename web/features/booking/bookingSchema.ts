import { INTEREST_OPTIONS } from '@site/schemas/options'
import { z } from 'zod'
import { FIELD_LIMITS } from './bookingFields'

export { FIELD_LIMITS }

/** Control characters other than tab and line breaks never belong in a form field; reject rather than silently strip. */
function hasControlCharacters(value: string): boolean {
  // A lone UTF-16 surrogate is not text either: it cannot be stored byte for byte.
  if (/\p{Surrogate}/u.test(value)) return true
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true
  }
  return false
}

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !hasControlCharacters(value), `${label} contains characters that are not allowed.`)

const INVALID_EMAIL = 'Enter a valid email address, like name@example.com.'

/** What a booking must be, checked again on the server whatever the browser did. */
export const bookingSchema = z.object({
  name: text('Full Name', FIELD_LIMITS.name),
  email: z
    .string({ error: 'Email Address is required.' })
    .trim()
    .min(1, 'Email Address is required.')
    .max(FIELD_LIMITS.email, `Email Address must be at most ${FIELD_LIMITS.email} characters.`)
    // The browser's own rule for type="email" (an internationalised domain arrives in its ASCII
    // form, xn--…), so every address the field lets through is taken, plus a dot in the domain:
    // "jane@localhost" passes the browser but cannot be answered from the internet.
    .pipe(
      z
        .email({ pattern: z.regexes.html5Email, error: INVALID_EMAIL })
        .refine((email) => email.slice(email.indexOf('@')).includes('.'), INVALID_EMAIL),
    ),
  // Optional and free-form, as the spec's plain tel field takes it: "+49 30 1234 ext. 5" and
  // "mornings only" are what people type, and nothing downstream needs digits.
  phone: z
    .string()
    .trim()
    .max(FIELD_LIMITS.phone, `Phone Number must be at most ${FIELD_LIMITS.phone} characters.`)
    .refine((value) => !hasControlCharacters(value), 'Phone Number contains characters that are not allowed.')
    .optional()
    .transform((value) => value ?? ''),
  businessNiche: text('Business Niche', FIELD_LIMITS.businessNiche),
  interest: z.enum(INTEREST_OPTIONS, { error: 'Choose what you are interested in.' }),
})

export type Booking = z.infer<typeof bookingSchema>
export type BookingField = keyof Booking
export type FieldErrors = Partial<Record<BookingField, string>>

export type ParsedBooking = { ok: true; booking: Booking } | { ok: false; fieldErrors: FieldErrors }

/** Validates raw form values (strings from FormData, or anything a hostile client sends). */
export function parseBooking(raw: Record<string, unknown>): ParsedBooking {
  const result = bookingSchema.safeParse(raw)
  if (result.success) return { ok: true, booking: result.data }
  const fieldErrors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as BookingField | undefined
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message
  }
  return { ok: false, fieldErrors }
}

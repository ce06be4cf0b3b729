import { INTEREST_OPTIONS } from '@site/schemas/options'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Booking, FIELD_LIMITS, parseBooking } from './bookingSchema'
import { type BookingDeps, HIDDEN_FIELDS, handleBooking } from './handleBooking'
import { LeadStore } from './leadStore'
import { BOOKING_MESSAGES } from './messages'
import { MemoryRateLimiter } from './rateLimiter'

/**
 * Hostile input, generated: whatever a client sends (random text, a megabyte, unicode, control
 * characters, markup and script, wrong types, missing and extra fields), validation never
 * throws, nothing invalid is stored, and valid text is stored exactly as it was sent.
 */

const NOW = Date.parse('2026-03-02T10:00:00Z')
const FIELDS = ['name', 'email', 'phone', 'businessNiche', 'interest'] as const
const MEGABYTE = 'x'.repeat(1024 * 1024)
/** Control characters other than tab and line breaks, which the schema refuses (written as a test, not a regex, for the linter). */
const isControl = (char: string) => {
  const code = char.codePointAt(0) ?? 0
  return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127
}
const hasControl = (value: string) => [...value].some(isControl)

/** Text that has broken forms, spreadsheets, templates and terminals elsewhere. */
const PAYLOADS = [
  '<img src=x onerror=window.__pwned=1>',
  '"><script>alert(document.cookie)</script>',
  '</textarea><svg onload=alert(1)>',
  "'; DROP TABLE leads; --",
  "Robert'); DELETE FROM leads WHERE ('1'='1",
  '=HYPERLINK("https://evil.example","click")',
  '{{constructor.constructor("return process")()}}',
  // A template placeholder as literal text (it must never be evaluated).
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is the literal text
  '${process.exit(1)}',
  '__proto__',
  'constructor',
  '\u202Egnp.exe',
  'Zoë 👩🏽‍💻 日本語 عربي',
  '\u0000',
  '\u0007bell',
  '\u001b[31mred',
  '\u007f',
  'line\r\nbreak',
  '\ttab',
  ' \u00a0\ufeff ',
]

const payload = fc.constantFrom(...PAYLOADS)

/** Any text a client could send (well-formed Unicode, as every HTTP body decodes to). */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  payload,
  fc.tuple(fc.string({ maxLength: 20 }), payload, fc.string({ maxLength: 20 })).map((parts) => parts.join('')),
  fc.constant(MEGABYTE),
  fc.constantFrom(...INTEREST_OPTIONS, 'AI voice/chat agents', 'Select a service', ''),
  fc.constantFrom('a@b.co', 'not-an-email', '@', 'a@b', `${'a'.repeat(250)}@example.com`),
)

/** Anything at all, for clients that send numbers, objects, arrays, null or nothing. */
const hostileValue = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: fc.anything(), weight: 1 },
  { arbitrary: fc.constant(undefined), weight: 1 },
)

/** Text a person may legitimately type: any Unicode and any markup, no control characters, trimmed, within the limit. */
const validText = (max: number) =>
  fc
    .oneof(fc.string({ unit: 'binary', maxLength: max }), fc.string({ unit: 'grapheme', maxLength: max }), payload)
    .map((text) =>
      [...text]
        .filter((char) => !isControl(char))
        .join('')
        .trim()
        .slice(0, max)
        .trim(),
    )
    .filter((text) => text.length > 0 && text.length <= max && !hasControl(text))

const validBooking: fc.Arbitrary<Booking> = fc.record({
  name: validText(FIELD_LIMITS.name),
  email: fc
    .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9_+-]{0,30}$/), fc.stringMatching(/^[a-z0-9]{1,20}\.(com|io|example)$/))
    .map(([local, domain]) => `${local}@${domain}`),
  phone: fc.oneof(fc.constant(''), validText(FIELD_LIMITS.phone)),
  businessNiche: validText(FIELD_LIMITS.businessNiche),
  interest: fc.constantFrom(...INTEREST_OPTIONS),
})

/** Extra fields the form never had, `__proto__` and friends included. */
const extraFields = fc.dictionary(
  fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'id', 'createdAt')),
  fc.anything(),
  { maxKeys: 4 },
)

/**
 * A client's form: either every field hostile (each may be missing), or a valid booking with one
 * field swapped for something hostile, so accepted and refused forms are both common. Both
 * carry extra fields.
 */
const hostileRecord = fc.oneof(
  fc
    .tuple(
      fc.record(
        {
          name: hostileValue,
          email: hostileValue,
          phone: hostileValue,
          businessNiche: hostileValue,
          interest: hostileValue,
        },
        { requiredKeys: [] },
      ),
      extraFields,
    )
    .map(([fields, extra]): Record<string, unknown> => ({ ...extra, ...fields })),
  fc
    .tuple(validBooking, fc.constantFrom(...FIELDS), hostileValue, extraFields)
    .map(([booking, field, value, extra]): Record<string, unknown> => ({ ...extra, ...booking, [field]: value })),
)

/** What every stored or accepted booking must be, checked independently of the schema. */
function expectValidBooking(booking: Record<string, unknown>) {
  expect(Object.keys(booking).sort()).toEqual([...FIELDS].sort())
  for (const field of FIELDS) {
    const value = booking[field]
    expect(typeof value).toBe('string')
    expect(value).toBe((value as string).trim())
    expect(hasControl(value as string)).toBe(false)
  }
  const b = booking as Booking
  expect(b.name.length).toBeGreaterThan(0)
  expect(b.name.length).toBeLessThanOrEqual(FIELD_LIMITS.name)
  expect(b.businessNiche.length).toBeGreaterThan(0)
  expect(b.businessNiche.length).toBeLessThanOrEqual(FIELD_LIMITS.businessNiche)
  expect(b.email.length).toBeLessThanOrEqual(FIELD_LIMITS.email)
  expect(b.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/)
  expect(b.phone.length).toBeLessThanOrEqual(FIELD_LIMITS.phone)
  expect(INTEREST_OPTIONS).toContain(b.interest)
}

/** A form as the server action receives it: `get` answers null for a field that was not sent. */
function formOf(values: Record<string, unknown>) {
  return { get: (name: string) => (Object.hasOwn(values, name) ? values[name] : null) }
}

function deps(store: LeadStore): BookingDeps {
  return { store, limiter: new MemoryRateLimiter(1_000_000, 1000), minFillMs: 2000, now: () => NOW }
}

/** The hidden fields the form adds, honest or forged. */
const hiddenFields = fc.record(
  {
    [HIDDEN_FIELDS.submissionId]: fc.oneof(fc.uuid(), hostileText),
    [HIDDEN_FIELDS.fillMs]: fc.oneof(fc.constant('60000'), hostileText),
    [HIDDEN_FIELDS.honeypot]: fc.oneof(
      { arbitrary: fc.constant(''), weight: 5 },
      { arbitrary: hostileText, weight: 1 },
    ),
  },
  { requiredKeys: [] },
)

describe('parseBooking with hostile input', () => {
  it('never throws, and whatever it accepts is a valid booking with only the five fields', () => {
    fc.assert(
      fc.property(hostileRecord, (raw) => {
        const result = parseBooking(raw)
        if (result.ok) {
          expectValidBooking(result.booking)
        } else {
          const messages = Object.values(result.fieldErrors)
          expect(messages.length).toBeGreaterThan(0)
          for (const message of messages) expect(typeof message).toBe('string')
        }
      }),
      { numRuns: 300 },
    )
  })

  it('accepts valid text of any script, markup included, exactly as typed', () => {
    fc.assert(
      fc.property(validBooking, (booking) => {
        expect(parseBooking({ ...booking })).toEqual({ ok: true, booking })
      }),
      { numRuns: 300 },
    )
  })

  it('refuses a 1 MB value in any text field with a message for that field', () => {
    const valid: Booking = {
      name: 'Ada',
      email: 'ada@example.com',
      phone: '',
      businessNiche: 'Clinic',
      interest: 'Complete Bundle',
    }
    for (const field of FIELDS) {
      const result = parseBooking({ ...valid, [field]: MEGABYTE })
      expect(result.ok).toBe(false)
      if (!result.ok) expect(Object.keys(result.fieldErrors)).toEqual([field])
    }
  })

  it('refuses every control character other than tab and line breaks inside a field', () => {
    fc.assert(
      fc.property(
        validText(40),
        fc.constantFrom(...Array.from({ length: 32 }, (_, code) => code).filter((c) => ![9, 10, 13].includes(c)), 127),
        fc.nat(40),
        (text, code, at) => {
          // Inside the text: at either end, \v and \f are whitespace that trimming removes.
          const name = `${text.slice(0, at)}x${String.fromCharCode(code)}x${text.slice(at)}`
          const result = parseBooking({ name, email: 'a@b.co', businessNiche: 'x', interest: 'Complete Bundle' })
          expect(result.ok).toBe(false)
        },
      ),
    )
  })
})

describe('handleBooking with hostile input', () => {
  it('never throws, stores nothing when it answers with an error, and never stores an invalid lead', async () => {
    await fc.assert(
      fc.asyncProperty(hostileRecord, hiddenFields, async (raw, hidden) => {
        const store = new LeadStore(':memory:')
        try {
          const result = await handleBooking(formOf({ ...raw, ...hidden }), 'client', deps(store))
          const stored = store.all()
          if (result.status === 'error') {
            expect(stored).toEqual([])
            expect(Object.values(BOOKING_MESSAGES)).toContain(result.message)
            // What is echoed back into the form is text, and never a megabyte.
            for (const value of Object.values(result.values)) {
              expect(typeof value).toBe('string')
              expect(value.length).toBeLessThanOrEqual(FIELD_LIMITS.businessNiche * 2)
            }
          } else {
            expect(result.status).toBe('success')
            expect(stored.length).toBeLessThanOrEqual(1)
          }
          for (const lead of stored) {
            const { name, email, phone, businessNiche, interest } = lead
            expectValidBooking({ name, email, phone, businessNiche, interest })
          }
        } finally {
          store.close()
        }
      }),
      { numRuns: 200 },
    )
  })

  it('stores valid text byte for byte, markup and all, from a real FormData', async () => {
    await fc.assert(
      fc.asyncProperty(validBooking, fc.uuid(), async (booking, id) => {
        const store = new LeadStore(':memory:')
        try {
          const form = new FormData()
          for (const field of FIELDS) form.set(field, booking[field])
          form.set(HIDDEN_FIELDS.submissionId, id)
          const result = await handleBooking(form, 'client', deps(store))
          expect(result).toEqual({ status: 'success', submissionId: id.toLowerCase() })
          const lead = store.get(id.toLowerCase())
          for (const field of FIELDS) {
            expect(Buffer.from(lead?.[field] ?? '', 'utf8')).toEqual(Buffer.from(booking[field], 'utf8'))
          }
        } finally {
          store.close()
        }
      }),
      { numRuns: 150 },
    )
  })

  it('treats an uploaded file in place of a field as a missing field, never as text', async () => {
    const store = new LeadStore(':memory:')
    const form = new FormData()
    form.set('name', new File(['<script>alert(1)</script>'], 'name.html', { type: 'text/html' }))
    form.set('email', 'a@b.co')
    form.set('businessNiche', 'x')
    form.set('interest', 'Complete Bundle')
    const result = await handleBooking(form, 'client', deps(store))
    expect(result).toMatchObject({ status: 'error', fieldErrors: { name: expect.any(String) } })
    expect(store.all()).toEqual([])
  })
})

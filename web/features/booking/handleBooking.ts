import { createHash } from 'node:crypto'
import { FIELD_LIMITS, HIDDEN_FIELDS } from './bookingFields'
import { type Booking, type BookingField, type FieldErrors, parseBooking } from './bookingSchema'
import { isLoopback } from './clientAddress'
import type { LeadStore } from './leadStore'
import { BOOKING_MESSAGES } from './messages'
import type { RateLimiter } from './rateLimiter'

export { HIDDEN_FIELDS }

export type FormValues = Partial<Record<BookingField, string>>

export type BookingResult =
  | { status: 'idle' }
  | { status: 'success'; submissionId: string }
  | {
      status: 'error'
      message: string
      fieldErrors?: FieldErrors
      values: FormValues
      /** Sent sooner than the minimum fill time: how much longer to wait before sending it again. */
      retryAfterMs?: number
    }

export type BookingDeps = {
  store: LeadStore
  limiter: RateLimiter
  minFillMs: number
  now?: () => number
  /** Runs after the visitor has their answer (delivery to Airtable). */
  afterResponse?: () => void
}

const FIELDS: BookingField[] = ['name', 'email', 'phone', 'businessNiche', 'interest']
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type FormInput = { get(name: string): unknown }

function stringField(form: FormInput, name: string): string | undefined {
  const value = form.get(name)
  return typeof value === 'string' ? value : undefined
}

/** What the visitor typed, echoed back so a failed submission keeps it (capped, never a megabyte). */
function echoValues(form: FormInput): FormValues {
  const values: FormValues = {}
  for (const field of FIELDS) {
    const value = stringField(form, field)
    if (value !== undefined) values[field] = value.slice(0, FIELD_LIMITS.businessNiche * 2)
  }
  return values
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The id a submission without one of its own (JavaScript off: the page is the same prerendered
 * HTML for everyone, so it cannot carry one) is stored under, derived from its content and its
 * day (UTC), so posting the same form again lands on the same lead.
 */
function noScriptIdFor(booking: Record<string, string>, at: number): string {
  const day = new Date(at).toISOString().slice(0, 10)
  const content = JSON.stringify([day, ...FIELDS.map((field) => booking[field]?.toLowerCase() ?? '')])
  return `nojs-${createHash('sha256').update(content).digest('hex').slice(0, 32)}`
}

/**
 * The id a lead is stored under. The same details received less than a day ago are that lead,
 * whichever way they come again: sent from a page reloaded while it said "Submitting..." or from a
 * second tab (each a new attempt id), or a no-script form posted again, even past midnight, where
 * the day in its id changed (a Back and "Confirm Form Resubmission" at 00:00:10 after a booking at
 * 23:59:50). The same details a day or more later are a new request, stored under the id the form
 * sent for its attempt (`sent`), or else the no-script id.
 */
function submissionIdFor(store: LeadStore, sent: string | undefined, booking: Booking, now: number): string {
  return sameDetailsWithinADay(store, booking, now) ?? sent ?? noScriptIdFor(booking, now)
}

/** A database that cannot be read finds none: the insert that follows then fails and says so. */
function sameDetailsWithinADay(store: LeadStore, booking: Booking, now: number): string | undefined {
  try {
    return store.sameDetailsSince(booking, new Date(now - DAY_MS + 1))
  } catch {
    return undefined
  }
}

/** The id the form sent for its attempt, if it sent a well-formed one. */
function sentSubmissionId(form: FormInput): string | undefined {
  const sent = stringField(form, HIDDEN_FIELDS.submissionId)
  return sent && UUID.test(sent) ? sent.toLowerCase() : undefined
}

/**
 * When the lead stored under `id` was received, if one is. A database that cannot be read says
 * none is: the insert below then fails and says so.
 */
function storedAt(store: LeadStore, id: string): number | undefined {
  try {
    const lead = store.get(id)
    return lead ? Date.parse(lead.createdAt) : undefined
  } catch {
    return undefined
  }
}

/**
 * One booking submission, from raw form data to a stored lead. Every failure returns a result
 * the form can show; nothing here throws to the visitor.
 */
export async function handleBooking(form: FormInput, clientKey: string, deps: BookingDeps): Promise<BookingResult> {
  const now = deps.now?.() ?? Date.now()
  const values = echoValues(form)

  // A bot that filled the honeypot is told "thank you" and nothing is stored.
  if ((stringField(form, HIDDEN_FIELDS.honeypot) ?? '') !== '') return { status: 'success', submissionId: 'discarded' }

  // The browser measures the time on its own steady clock and sends the length, never a moment:
  // compared with the server's clock, a moment from a device whose clock runs fast would look
  // like no time at all, and that visitor could never book. A post without it (JavaScript off)
  // is not timed; the honeypot and the rate limit still apply. Checked before the rate limit, so
  // the form's wait-and-send-again (BookingForm) spends one request of the visitor's allowance.
  const fillField = stringField(form, HIDDEN_FIELDS.fillMs)
  const fillMs = fillField ? Number(fillField) : Number.NaN
  if (Number.isFinite(fillMs) && fillMs >= 0 && fillMs < deps.minFillMs) {
    return {
      status: 'error',
      message: BOOKING_MESSAGES.tooFast,
      values,
      retryAfterMs: Math.ceil(deps.minFillMs - fillMs),
    }
  }

  // An attempt already stored, sent again because its answer was lost, gets the answer it should
  // have had and costs none of the visitor's allowance: a phone on a flaky connection retrying one
  // booking is never told it sent too many.
  const sent = sentSubmissionId(form)
  if (sent && storedAt(deps.store, sent) !== undefined) return { status: 'success', submissionId: sent }

  // Requests from this machine itself are not limited: a developer trying the form, a test suite
  // clicking through the site, or a proxy on the same host that does not say whom it forwards for
  // (README, "Spam"), where one allowance shared by every visitor would turn real leads away.
  if (!isLoopback(clientKey) && !deps.limiter.take(clientKey, now))
    return { status: 'error', message: BOOKING_MESSAGES.tooManyRequests, values }

  const raw: Record<string, unknown> = {}
  for (const field of FIELDS) raw[field] = form.get(field) ?? undefined
  const parsed = parseBooking(raw)
  if (!parsed.ok) return { status: 'error', message: BOOKING_MESSAGES.invalid, fieldErrors: parsed.fieldErrors, values }

  const submissionId = submissionIdFor(deps.store, sent, parsed.booking, now)
  try {
    deps.store.insert(submissionId, parsed.booking, new Date(now))
  } catch (error) {
    console.error('Booking could not be stored', error)
    return { status: 'error', message: BOOKING_MESSAGES.failure, values }
  }
  deps.afterResponse?.()
  return { status: 'success', submissionId }
}

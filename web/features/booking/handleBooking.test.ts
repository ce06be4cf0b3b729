import { describe, expect, it } from 'vitest'
import { type BookingDeps, handleBooking } from './handleBooking'
import { LeadStore } from './leadStore'
import { BOOKING_MESSAGES } from './messages'
import { MemoryRateLimiter } from './rateLimiter'

const NOW = Date.parse('2026-03-02T10:00:00Z')
const ID = '1b4e28ba-2fa1-41d2-883f-0d1c9a7e6a10'

function form(values: Record<string, string>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(values)) data.set(key, value)
  return data
}

const filled = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '',
  businessNiche: 'Logistics',
  interest: 'AI Business Process Automation',
  submissionId: ID,
  fillMs: '20000',
}

function deps(overrides: Partial<BookingDeps> = {}): BookingDeps & { store: LeadStore } {
  return {
    store: new LeadStore(':memory:'),
    limiter: new MemoryRateLimiter(100, 1000),
    minFillMs: 2000,
    now: () => NOW,
    ...overrides,
  } as BookingDeps & { store: LeadStore }
}

describe('handleBooking', () => {
  it('stores a valid booking under its submission id and schedules delivery', async () => {
    let scheduled = 0
    const d = deps({ afterResponse: () => scheduled++ })
    expect(await handleBooking(form(filled), 'client', d)).toEqual({ status: 'success', submissionId: ID })
    expect(d.store.get(ID)).toMatchObject({ name: 'Grace Hopper', interest: 'AI Business Process Automation' })
    expect(scheduled).toBe(1)
  })

  it('answers a repeat of a stored attempt without spending the rate limit, which still holds for new ones', async () => {
    const d = deps({ limiter: new MemoryRateLimiter(1, 60_000) })
    expect(await handleBooking(form(filled), 'client', d)).toEqual({ status: 'success', submissionId: ID })
    for (let retry = 0; retry < 3; retry++) {
      expect(await handleBooking(form(filled), 'client', d)).toEqual({ status: 'success', submissionId: ID })
    }
    const another = form({ ...filled, submissionId: '2c5f39cb-3fb2-42e3-994f-1e2dab8f7b21' })
    expect(await handleBooking(another, 'client', d)).toMatchObject({
      status: 'error',
      message: BOOKING_MESSAGES.tooManyRequests,
    })
    expect(d.store.all()).toHaveLength(1)
  })

  it('stores a repeated submission once (double click, retried request)', async () => {
    const d = deps()
    await handleBooking(form(filled), 'client', d)
    expect(await handleBooking(form(filled), 'client', d)).toEqual({ status: 'success', submissionId: ID })
    expect(d.store.all()).toHaveLength(1)
  })

  it('gives a form posted without JavaScript a content-derived id, so a resubmission is one lead', async () => {
    const d = deps()
    const { submissionId: _id, fillMs: _fillMs, ...noScript } = filled
    const first = await handleBooking(form(noScript), 'client', d)
    const second = await handleBooking(form(noScript), 'client', d)
    expect(first).toEqual(second)
    expect(d.store.all()).toHaveLength(1)
  })

  it('keeps a no-script resubmission one lead across midnight, and the same details a day later a new one', async () => {
    let now = Date.parse('2026-03-02T23:59:50Z')
    const d = deps({ now: () => now })
    const { submissionId: _id, fillMs: _fillMs, ...noScript } = filled
    const first = await handleBooking(form(noScript), 'client', d)
    now = Date.parse('2026-03-03T00:00:10Z')
    expect(await handleBooking(form(noScript), 'client', d)).toEqual(first)
    now = Date.parse('2026-03-03T23:59:00Z')
    expect(await handleBooking(form(noScript), 'client', d)).toEqual(first)
    expect(d.store.all()).toHaveLength(1)
    // A day after the first: a new request from the same visitor, stored as one.
    now = Date.parse('2026-03-04T00:00:00Z')
    const later = await handleBooking(form(noScript), 'client', d)
    expect(later).toMatchObject({ status: 'success' })
    expect(later).not.toEqual(first)
    expect(await handleBooking(form(noScript), 'client', d)).toEqual(later)
    expect(d.store.all()).toHaveLength(2)
  })

  it('takes the same details sent as a new attempt within a day as the lead already stored', async () => {
    // A page reloaded while it said "Submitting...", its form filled in and sent again, or a
    // second tab: a new attempt id each time, but the request the visitor already made.
    const DAY = 24 * 60 * 60 * 1000
    let now = NOW
    const d = deps({ now: () => now })
    expect(await handleBooking(form(filled), 'client', d)).toEqual({ status: 'success', submissionId: ID })
    const second = '2c5f39cb-3fb2-42e3-994f-1e2dab8f7b21'
    now = NOW + DAY - 1000
    const retyped = { ...filled, name: 'grace hopper', email: 'Grace@Example.com', submissionId: second }
    expect(await handleBooking(form(retyped), 'client', d)).toEqual({ status: 'success', submissionId: ID })
    expect(d.store.all()).toHaveLength(1)
    // A detail changed is a new request.
    expect(await handleBooking(form({ ...retyped, phone: '+1 555 0100' }), 'client', d)).toEqual({
      status: 'success',
      submissionId: second,
    })
    // So are the same details a day after the first.
    now = NOW + DAY
    const third = '3d6a4adc-4fc3-43f4-8a5f-2f3ebc9f8c32'
    expect(await handleBooking(form({ ...filled, submissionId: third }), 'client', d)).toEqual({
      status: 'success',
      submissionId: third,
    })
    expect(d.store.all().map((lead) => lead.id)).toEqual([ID, second, third])
  })

  it('returns field errors and the typed values, storing nothing, when the input is invalid', async () => {
    const d = deps()
    const result = await handleBooking(form({ ...filled, email: 'nope', interest: '' }), 'client', d)
    expect(result).toMatchObject({
      status: 'error',
      message: BOOKING_MESSAGES.invalid,
      values: { name: 'Grace Hopper', email: 'nope' },
    })
    expect(result.status === 'error' && Object.keys(result.fieldErrors ?? {}).sort()).toEqual(['email', 'interest'])
    expect(d.store.all()).toEqual([])
  })

  it('quietly drops a bot that filled the honeypot', async () => {
    const d = deps()
    expect((await handleBooking(form({ ...filled, company_website: 'spam.example' }), 'bot', d)).status).toBe('success')
    expect(d.store.all()).toEqual([])
  })

  it('refuses a form sent sooner than the minimum fill time, saying how much longer to wait', async () => {
    const d = deps()
    const result = await handleBooking(form({ ...filled, fillMs: '500' }), 'client', d)
    expect(result).toMatchObject({ status: 'error', message: BOOKING_MESSAGES.tooFast, retryAfterMs: 1500 })
    expect(d.store.all()).toEqual([])
  })

  it('does not count a send refused as too fast against the client’s allowance', async () => {
    const d = deps({ limiter: new MemoryRateLimiter(1, 60_000) })
    expect((await handleBooking(form({ ...filled, fillMs: '500' }), 'client', d)).status).toBe('error')
    expect(await handleBooking(form(filled), 'client', d)).toEqual({ status: 'success', submissionId: ID })
  })

  it('does not read an empty fill time as an instant one', async () => {
    const d = deps()
    expect((await handleBooking(form({ ...filled, fillMs: '' }), 'client', d)).status).toBe('success')
  })

  it('refuses a client past its allowance with a clear message, and only that client', async () => {
    const d = deps({ limiter: new MemoryRateLimiter(2, 60_000) })
    const ids = ['a', 'b', 'c'].map((n) => `${ID.slice(0, -1)}${n}`)
    const results = []
    for (const id of ids) results.push(await handleBooking(form({ ...filled, submissionId: id }), 'busy', d))
    expect(results.map((r) => r.status)).toEqual(['success', 'success', 'error'])
    expect(results[2]).toMatchObject({ message: BOOKING_MESSAGES.tooManyRequests })
    expect((await handleBooking(form({ ...filled, submissionId: ids[2] ?? '' }), 'other', d)).status).toBe('success')
  })

  it('does not limit requests from this machine itself, while a visitor on it still is', async () => {
    const d = deps({ limiter: new MemoryRateLimiter(1, 60_000) })
    const send = (n: number, client: string) =>
      handleBooking(
        form({ ...filled, submissionId: `${ID.slice(0, -2)}${n.toString(16).padStart(2, '0')}` }),
        client,
        d,
      )
    for (const [n, local] of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.8.9.10'].entries()) {
      expect((await send(n, local)).status, local).toBe('success')
      expect((await send(n + 10, local)).status, local).toBe('success')
    }
    expect((await send(20, '::ffff:198.51.100.7')).status).toBe('success')
    expect(await send(21, '::ffff:198.51.100.7')).toMatchObject({ message: BOOKING_MESSAGES.tooManyRequests })
    expect(await send(22, 'direct')).toMatchObject({ status: 'success' })
    expect(await send(23, 'direct')).toMatchObject({ message: BOOKING_MESSAGES.tooManyRequests })
  })

  it('shows the spec failure message when the lead cannot be stored', async () => {
    const store = new LeadStore(':memory:')
    store.close()
    const result = await handleBooking(form(filled), 'client', deps({ store }))
    expect(result).toMatchObject({
      status: 'error',
      message: BOOKING_MESSAGES.failure,
      values: { name: 'Grace Hopper' },
    })
  })
})

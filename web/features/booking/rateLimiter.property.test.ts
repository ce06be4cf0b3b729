import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HIDDEN_FIELDS, handleBooking } from './handleBooking'
import { LeadStore } from './leadStore'
import { BOOKING_MESSAGES } from './messages'
import { MemoryRateLimiter } from './rateLimiter'

/**
 * A burst of bookings from one client, through the real limiter and the real booking handler:
 * the allowance passes and is stored, every request past it gets the clear message and stores
 * nothing, and other clients sending at the same moment are not affected.
 */

const NOW = Date.parse('2026-03-02T10:00:00Z')
const REFILL_MS = 60_000

function bookingForm(n: number) {
  const form = new FormData()
  form.set('name', `Client ${n}`)
  form.set('email', `client${n}@example.com`)
  form.set('businessNiche', 'Dental clinic')
  form.set('interest', 'Complete Bundle')
  form.set(HIDDEN_FIELDS.submissionId, `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`)
  return form
}

describe('the booking rate limit under a burst', () => {
  it('lets exactly the allowance through per client and tells the rest clearly, whatever the interleaving', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 40 }),
        // Other clients, each sending no more than its own allowance, interleaved with the burst.
        fc.array(fc.constantFrom('10.0.0.2', '10.0.0.3', '2001:db8::1'), { maxLength: 24 }),
        fc.array(fc.nat(), { maxLength: 64 }),
        async (burst, burstSize, others, order) => {
          const store = new LeadStore(':memory:')
          const limiter = new MemoryRateLimiter(burst, REFILL_MS)
          const sent = new Map<string, number>()
          const othersCapped = others.filter((client) => {
            sent.set(client, (sent.get(client) ?? 0) + 1)
            return (sent.get(client) ?? 0) <= burst
          })
          const requests = [...Array.from({ length: burstSize }, () => '10.0.0.1'), ...othersCapped]
          // Shuffle deterministically from the generated order.
          for (let i = requests.length - 1; i > 0; i--) {
            const j = (order[i % Math.max(order.length, 1)] ?? 0) % (i + 1)
            ;[requests[i], requests[j]] = [requests[j] as string, requests[i] as string]
          }

          const outcomes = new Map<string, { ok: number; refused: number }>()
          let n = 0
          try {
            for (const client of requests) {
              const result = await handleBooking(bookingForm(n++), client, {
                store,
                limiter,
                minFillMs: 0,
                now: () => NOW,
              })
              const tally = outcomes.get(client) ?? { ok: 0, refused: 0 }
              if (result.status === 'success') tally.ok++
              else {
                expect(result).toMatchObject({ status: 'error', message: BOOKING_MESSAGES.tooManyRequests })
                tally.refused++
              }
              outcomes.set(client, tally)
            }
            const burstOutcome = outcomes.get('10.0.0.1') ?? { ok: 0, refused: 0 }
            expect(burstOutcome).toEqual({ ok: Math.min(burst, burstSize), refused: Math.max(0, burstSize - burst) })
            for (const client of new Set(othersCapped)) expect(outcomes.get(client)?.refused).toBe(0)
            // Only accepted requests were stored.
            const accepted = [...outcomes.values()].reduce((sum, tally) => sum + tally.ok, 0)
            expect(store.all()).toHaveLength(accepted)
          } finally {
            store.close()
          }
        },
      ),
      { numRuns: 150 },
    )
  })

  it('gives a refused client one more booking per refill interval, not a new burst', async () => {
    const store = new LeadStore(':memory:')
    const limiter = new MemoryRateLimiter(5, REFILL_MS)
    let now = NOW
    const send = (n: number) =>
      handleBooking(bookingForm(n), '10.0.0.1', { store, limiter, minFillMs: 0, now: () => now })
    const first = await Promise.all(Array.from({ length: 8 }, (_, n) => send(n)))
    expect(first.map((r) => r.status)).toEqual([...Array(5).fill('success'), ...Array(3).fill('error')])
    now += REFILL_MS
    expect((await send(100)).status).toBe('success')
    expect(await send(101)).toMatchObject({ status: 'error', message: BOOKING_MESSAGES.tooManyRequests })
    expect(store.all()).toHaveLength(6)
    store.close()
  })
})

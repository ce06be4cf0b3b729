import { afterEach, describe, expect, it } from 'vitest'
import { FakeAirtable, type Fault, SPEC_TABLE_FIELDS } from '../../../tests/support/fakeAirtable'
import { AIRTABLE_RATE_LIMIT_PENALTY_MS, type AirtableSettings, createAirtableSink } from './airtableSink'
import type { Booking } from './bookingSchema'
import { deliverDueLeads, nextAttemptDelay } from './deliverLeads'
import { LeadStore } from './leadStore'

const TOKEN = 'pat-test-token'
const BASE = 'appTestBase0001'
const TABLE = 'Consultation Bookings'

let fake: FakeAirtable | undefined
afterEach(async () => {
  await fake?.stop()
  fake = undefined
})

async function setUp(
  faults?: (request: { method: string; count: number }) => Fault,
  extra: Partial<AirtableSettings> = {},
  fields = SPEC_TABLE_FIELDS,
) {
  fake = new FakeAirtable({ token: TOKEN, baseId: BASE, tableName: TABLE, fields, faults, slowMs: 600 })
  const endpointUrl = await fake.start()
  const sink = createAirtableSink({
    apiKey: TOKEN,
    baseId: BASE,
    tableName: TABLE,
    endpointUrl,
    requestTimeoutMs: 300,
    ...extra,
  })
  return { fake, sink, endpointUrl, store: new LeadStore(':memory:') }
}

const booking = (n: number): Booking => ({
  name: `Lead ${n}`,
  email: `lead${n}@example.com`,
  phone: n % 2 ? '+49 30 1234567' : '',
  businessNiche: `Niche ${n}`,
  interest: 'Complete Bundle',
})

describe('delivering leads to Airtable', () => {
  it('sends the record shape of the specification and marks the lead delivered', async () => {
    const { fake, sink, store } = await setUp()
    store.insert('sub-1', { ...booking(1), businessNiche: 'Dental <clinic> & "spa"' })
    expect(await deliverDueLeads(store, sink)).toEqual({ delivered: 1, failed: 0 })
    expect(fake.records.map((record) => record.fields)).toEqual([
      {
        Name: 'Lead 1',
        'Business description': 'Dental <clinic> & "spa"',
        Email: 'lead1@example.com',
        'Phone number': '+49 30 1234567',
        'Desired solution': 'Complete Bundle',
        Status: 'Booked',
      },
    ])
    expect(store.get('sub-1')?.deliveredAt).not.toBeNull()
    expect(await deliverDueLeads(store, sink)).toEqual({ delivered: 0, failed: 0 })
  })

  it('keeps a lead pending with the reason when the token is wrong', async () => {
    const { fake, endpointUrl, store } = await setUp()
    const sink = createAirtableSink({
      apiKey: 'wrong',
      baseId: BASE,
      tableName: TABLE,
      endpointUrl,
      requestTimeoutMs: 300,
    })
    store.insert('sub-1', booking(1))
    expect(await deliverDueLeads(store, sink)).toEqual({ delivered: 0, failed: 1 })
    expect(store.get('sub-1')?.lastError).toMatch(/401/)
    expect(fake.records).toEqual([])
  })

  it('reports a field the table does not have (422) and keeps the lead', async () => {
    const { fake, sink, store } = await setUp(undefined, { submissionIdField: 'Submission ID' })
    store.insert('sub-1', booking(1))
    expect(await deliverDueLeads(store, sink)).toEqual({ delivered: 0, failed: 1 })
    expect(store.get('sub-1')?.lastError).toMatch(/422/)
    expect(fake.records).toEqual([])
  })

  it('waits out the 30-second penalty after a 429 and stops the pass', async () => {
    const { sink, store } = await setUp(() => '429')
    store.insert('sub-1', booking(1))
    store.insert('sub-2', booking(2))
    const now = new Date('2026-01-01T00:00:00Z')
    expect(await deliverDueLeads(store, sink, () => now)).toEqual({ delivered: 0, failed: 1 })
    const next = store.get('sub-1')?.nextAttemptAt
    expect(new Date(next ?? 0).getTime() - now.getTime()).toBeGreaterThanOrEqual(AIRTABLE_RATE_LIMIT_PENALTY_MS)
    expect(store.get('sub-2')?.attempts).toBe(0)
  })

  it('gives up on a slow answer after the request timeout', async () => {
    const { sink, store } = await setUp(() => 'slow')
    store.insert('sub-1', booking(1))
    const started = Date.now()
    expect(await deliverDueLeads(store, sink)).toEqual({ delivered: 0, failed: 1 })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('does not duplicate a record whose confirmation was lost', async () => {
    let first = true
    const { fake, sink, store } = await setUp(() => {
      const fault: Fault = first ? 'lost-response' : 'ok'
      first = false
      return fault
    })
    store.insert('sub-1', booking(1))
    const t0 = new Date('2026-01-01T00:00:00Z')
    expect(await deliverDueLeads(store, sink, () => t0)).toEqual({ delivered: 0, failed: 1 })
    expect(fake.records).toHaveLength(1)
    const later = new Date(t0.getTime() + 60_000)
    expect(await deliverDueLeads(store, sink, () => later)).toEqual({ delivered: 1, failed: 0 })
    expect(fake.records).toHaveLength(1)
  })

  it.each([
    [
      'merging on the submission id',
      { submissionIdField: 'Submission ID', requestTimeoutMs: 100 },
      [...SPEC_TABLE_FIELDS, 'Submission ID'],
    ],
    ['merging on the lead fields', { requestTimeoutMs: 100 }, SPEC_TABLE_FIELDS],
  ])(
    'delivers hundreds of leads exactly once while the service fails at random (%s)',
    async (_name, extra, fields) => {
      // A fixed-seed generator keeps the run reproducible.
      let seed = 42
      const random = () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31
        return seed / 2 ** 31
      }
      const faults: Fault[] = ['429', '500', '503', 'slow', 'drop', 'lost-response']
      const { fake, sink, store } = await setUp(
        () => (random() < 0.4 ? (faults[Math.floor(random() * faults.length)] ?? 'ok') : 'ok'),
        extra,
        fields,
      )
      const LEADS = 300
      for (let n = 0; n < LEADS; n++) store.insert(`sub-${n}`, booking(n))
      // A retried submission of the same lead must not add a second one either.
      for (let n = 0; n < LEADS; n += 10) expect(store.insert(`sub-${n}`, booking(n))).toBe(false)

      let clock = new Date('2026-01-01T00:00:00Z').getTime()
      for (let pass = 0; pass < 200 && store.due(new Date('9999-12-31')).length > 0; pass++) {
        await deliverDueLeads(store, sink, () => new Date(clock))
        clock += 60 * 60 * 1000
      }
      expect(store.all().filter((lead) => lead.deliveredAt === null)).toEqual([])
      const emails = fake.records.map((record) => record.fields.Email)
      expect(emails).toHaveLength(LEADS)
      expect(new Set(emails).size).toBe(LEADS)
    },
    60_000,
  )
})

describe('nextAttemptDelay', () => {
  it('backs off exponentially, capped at an hour, and honours a longer wait', () => {
    expect([0, 1, 2, 3].map((n) => nextAttemptDelay(n))).toEqual([5000, 10000, 20000, 40000])
    expect(nextAttemptDelay(30)).toBe(3_600_000)
    expect(nextAttemptDelay(0, 30_000)).toBe(30_000)
  })
})

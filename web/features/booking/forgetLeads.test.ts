import { afterEach, describe, expect, it } from 'vitest'
import { FakeAirtable, type Fault, SPEC_TABLE_FIELDS } from '../../../tests/support/fakeAirtable'
import { createAirtableSink, formulaString } from './airtableSink'
import type { Booking } from './bookingSchema'
import { deliverDueLeads } from './deliverLeads'
import { forgetLeads } from './forgetLeads'
import { LeadStore } from './leadStore'

const TOKEN = 'pat-test-token'

let fake: FakeAirtable | undefined
afterEach(async () => {
  await fake?.stop()
  fake = undefined
})

async function setUp(faults?: (request: { method: string; count: number }) => Fault) {
  fake = new FakeAirtable({
    token: TOKEN,
    baseId: 'appTestBase0001',
    tableName: 'Consultation Bookings',
    fields: SPEC_TABLE_FIELDS,
    faults,
  })
  const endpointUrl = await fake.start()
  const airtable = createAirtableSink({
    apiKey: TOKEN,
    baseId: 'appTestBase0001',
    tableName: 'Consultation Bookings',
    endpointUrl,
    requestTimeoutMs: 2000,
  })
  return { fake, airtable, store: new LeadStore(':memory:') }
}

const booking = (name: string, email: string): Booking => ({
  name,
  email,
  phone: '',
  businessNiche: 'Dental clinic',
  interest: 'Complete Bundle',
})

const emails = (fake: FakeAirtable) => fake.records.map((record) => record.fields.Email)

describe('forgetting a person on request', () => {
  it('deletes their leads here and their records in Airtable, whatever the letter case, and nobody else’s', async () => {
    const { fake, airtable, store } = await setUp()
    store.insert('a', booking('Ana', 'ana@example.com'))
    store.insert('b', booking('Ana again', 'Ana@Example.com'))
    store.insert('c', booking('Ben', 'ben@example.com'))
    await deliverDueLeads(store, airtable)
    expect(emails(fake)).toHaveLength(3)

    const report = await forgetLeads('  ANA@example.com ', store, airtable)

    expect(report).toEqual({ local: 2, airtable: 2, wereUndelivered: 0 })
    expect(store.all().map((lead) => lead.email)).toEqual(['ben@example.com'])
    expect(emails(fake)).toEqual(['ben@example.com'])
    // Asked again, there is nothing left to delete.
    expect(await forgetLeads('ana@example.com', store, airtable)).toEqual({ local: 0, airtable: 0, wereUndelivered: 0 })
  })

  it('deletes more records than Airtable takes in one request, ten at a time', async () => {
    const { fake, airtable, store } = await setUp()
    for (let n = 0; n < 23; n++) store.insert(`s${n}`, booking(`Ana ${n}`, 'ana@example.com'))
    await deliverDueLeads(store, airtable)
    expect(emails(fake)).toHaveLength(23)
    expect(await forgetLeads('ana@example.com', store, airtable)).toMatchObject({ local: 23, airtable: 23 })
    expect(fake.records).toEqual([])
  })

  it('stops a lead not yet delivered from ever reaching Airtable, and says it was pending', async () => {
    const { fake, airtable, store } = await setUp()
    store.insert('a', booking('Ana', 'ana@example.com'))
    expect(await forgetLeads('ana@example.com', store, airtable)).toEqual({ local: 1, airtable: 0, wereUndelivered: 1 })
    expect(await deliverDueLeads(store, airtable)).toEqual({ delivered: 0, failed: 0 })
    expect(fake.records).toEqual([])
  })

  it('without Airtable, deletes from the local database only', async () => {
    const store = new LeadStore(':memory:')
    store.insert('a', booking('Ana', 'ana@example.com'))
    expect(await forgetLeads('ana@example.com', store, null)).toEqual({ local: 1, airtable: null, wereUndelivered: 1 })
    expect(store.all()).toEqual([])
  })

  it('reports Airtable failing, after the local leads are gone, so that running it again finishes the job', async () => {
    const { fake, airtable, store } = await setUp((request) =>
      request.method === 'DELETE' && request.count < 99 ? '503' : 'ok',
    )
    store.insert('a', booking('Ana', 'ana@example.com'))
    await deliverDueLeads(store, airtable)
    await expect(forgetLeads('ana@example.com', store, airtable)).rejects.toThrow(/Airtable answered 503/)
    expect(store.all()).toEqual([])
    expect(emails(fake)).toEqual(['ana@example.com'])
  })

  it('quotes an address safely inside Airtable’s formula', async () => {
    expect(formulaString('a"b\\c@example.com')).toBe('"a\\"b\\\\c@example.com"')
    const { fake, airtable, store } = await setUp()
    store.insert('a', booking('Ana', 'ana@example.com'))
    await deliverDueLeads(store, airtable)
    // A quote cannot end the string and turn the rest into formula: nothing matches, nothing goes.
    expect(await forgetLeads('x" OR TRUE() OR "', store, airtable)).toMatchObject({ airtable: 0 })
    expect(emails(fake)).toEqual(['ana@example.com'])
  })
})

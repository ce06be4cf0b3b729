/**
 * The booking load test of issue 9: many consultation requests at once against `next start`,
 * and proof that every acknowledged one is stored, and delivered to Airtable, exactly once.
 *
 * A server action is a POST to the page with a `Next-Action` header and a body React encodes,
 * so rather than re-implement that encoding, one real submission is captured from the form in
 * Chromium and replayed with a fresh submission id and email each time.
 */
import { randomUUID } from 'node:crypto'
import { DatabaseSync } from 'node:sqlite'
import { chromium } from '@playwright/test'
import { FakeAirtable, type Fault, SPEC_TABLE_FIELDS } from '../../tests/support/fakeAirtable'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'
import { percentile } from './stats'

type CapturedAction = {
  url: string
  headers: Record<string, string>
  body: string
  submissionId: string
  email: string
}

/** Headers that belong to one connection or that fetch computes itself. */
const HOP_HEADERS = new Set(['host', 'content-length', 'connection', 'cookie', 'accept-encoding'])

/** Submits the form once in Chromium and keeps the server action request it sends. */
export async function captureBookingAction(baseUrl: string): Promise<CapturedAction> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage()
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'true'))
    await page.goto(`${baseUrl}/#booking`)
    const form = page.locator('#booking form')
    const email = `capture-${Date.now()}@example.com`
    await form.getByLabel('Full Name').fill('Load Test')
    await form.getByLabel('Email Address').fill(email)
    await form.getByLabel('Phone Number').fill('+1 555 0100')
    await form.getByLabel('Business Niche').fill('Benchmark bakery')
    await form.getByLabel("I'm Interested In").selectOption({ index: 1 })
    const submissionId = await form.locator('input[name="submissionId"]').inputValue()
    if (!submissionId) throw new Error('The booking form has no submission id: did it hydrate?')
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && 'next-action' in r.headers()),
      form.getByRole('button', { name: 'Book My Free Consultation' }).click(),
    ])
    const response = await request.response()
    if (!response?.ok()) throw new Error(`The captured booking failed: HTTP ${response?.status()}`)
    const headers = Object.fromEntries(
      Object.entries(await request.allHeaders()).filter(([name]) => !HOP_HEADERS.has(name) && !name.startsWith(':')),
    )
    const body = request.postData()
    if (!body?.includes(submissionId) || !body.includes(email)) {
      throw new Error('The captured server action body does not carry the submission id and email as text')
    }
    return { url: request.url(), headers, body, submissionId, email }
  } finally {
    await browser.close()
  }
}

/** Keeps an error readable in one Markdown table cell. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').replaceAll('|', '/').slice(0, 160)

type Submission = { id: string; email: string; ms: number; acknowledged: boolean; error?: string }

/** Sends `count` bookings at once, each with its own submission id and email. */
async function submitConcurrently(action: CapturedAction, count: number, label: string): Promise<Submission[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const id = randomUUID()
      const email = `load-${label.replace(/[^a-z0-9]+/gi, '-')}-${index}-${id.slice(0, 8)}@example.com`.toLowerCase()
      const body = action.body.replaceAll(action.submissionId, id).replaceAll(action.email, email)
      const started = performance.now()
      try {
        const response = await fetch(action.url, {
          method: 'POST',
          headers: action.headers,
          body,
          signal: AbortSignal.timeout(120_000),
        })
        const text = await response.text()
        // The action's result travels in the RSC stream as JSON: {"status":"success","submissionId":…}.
        const acknowledged = response.ok && text.includes('"status":"success"') && text.includes(id)
        return {
          id,
          email,
          ms: performance.now() - started,
          acknowledged,
          ...(acknowledged ? {} : { error: `HTTP ${response.status}: ${oneLine(text)}` }),
        }
      } catch (error) {
        return { id, email, ms: performance.now() - started, acknowledged: false, error: oneLine(String(error)) }
      }
    }),
  )
}

type LeadRow = { id: string; email: string; delivered_at: string | null }

function readLeads(dbPath: string): LeadRow[] {
  const db = new DatabaseSync(dbPath, { readOnly: true })
  try {
    return db.prepare('SELECT id, email, delivered_at FROM leads').all() as LeadRow[]
  } finally {
    db.close()
  }
}

export type BookingLoadResult = {
  label: string
  submissions: number
  acknowledged: number
  failed: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  wallMs: number
  /** Acknowledged submissions found in the database exactly once with the email sent. */
  storedOnce: number
  /** Problems that break the guarantee; empty when it held. */
  violations: string[]
  airtable?: {
    failureRate: number
    requests: number
    injectedFaults: number
    delivered: number
    deliveredOnce: number
    drainMs: number
  }
}

const countBy = <T>(items: T[], key: (item: T) => string) => {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
  return counts
}

/** Checks the database: every acknowledged submission stored exactly once, as sent. */
function verifyStored(submissions: Submission[], leads: LeadRow[], violations: string[]): number {
  const byId = countBy(leads, (lead) => lead.id)
  const emailById = new Map(leads.map((lead) => [lead.id, lead.email]))
  let storedOnce = 0
  for (const submission of submissions.filter((s) => s.acknowledged)) {
    const count = byId.get(submission.id) ?? 0
    if (count !== 1) violations.push(`acknowledged ${submission.id} stored ${count} times`)
    else if (emailById.get(submission.id) !== submission.email) violations.push(`${submission.id} stored another email`)
    else storedOnce++
  }
  for (const [email, count] of countBy(leads, (lead) => lead.email)) {
    if (count > 1) violations.push(`${email} stored ${count} times`)
  }
  return storedOnce
}

export type LoadOptions = {
  baseUrl: string
  dbPath: string
  action: CapturedAction
  concurrency: number
  label: string
}

function summarize(label: string, submissions: Submission[], wallMs: number) {
  const times = submissions.map((s) => s.ms)
  const failures = submissions.filter((s) => !s.acknowledged)
  return {
    label,
    submissions: submissions.length,
    acknowledged: submissions.length - failures.length,
    failed: failures.length,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    maxMs: Math.max(...times),
    wallMs,
    // The distinct reasons, not 200 copies of one.
    firstErrors: [...new Set(failures.map((f) => f.error ?? ''))].slice(0, 3),
  }
}

/** Bookings against a server with only the local database. */
export async function loadLocalDatabase(options: LoadOptions): Promise<BookingLoadResult> {
  const started = performance.now()
  const submissions = await submitConcurrently(options.action, options.concurrency, options.label)
  const { firstErrors, ...summary } = summarize(options.label, submissions, performance.now() - started)
  const violations = firstErrors.map((error) => `not acknowledged: ${error}`)
  const storedOnce = verifyStored(submissions, readLeads(options.dbPath), violations)
  return { ...summary, storedOnce, violations }
}

/** The Airtable table the fake stands in for, with a text field for the submission id. */
export const FAKE_AIRTABLE = {
  token: 'pat-bench-token',
  baseId: 'appBenchBase0001',
  tableName: 'Consultation Bookings',
  submissionIdField: 'Submission ID',
  fields: [...SPEC_TABLE_FIELDS, 'Submission ID'],
}

/** Every failure a real network produces, in equal shares of the failing calls. */
const FAULTS: Fault[] = ['429', '500', '503', 'slow', 'drop', 'lost-response']

/** A small seeded generator, so every run injects the same faults in the same order. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export async function startFakeAirtable(port: number, failureRate: number) {
  const random = seededRandom(8)
  let injected = 0
  const fake = new FakeAirtable({
    token: FAKE_AIRTABLE.token,
    baseId: FAKE_AIRTABLE.baseId,
    tableName: FAKE_AIRTABLE.tableName,
    fields: FAKE_AIRTABLE.fields,
    // Past the server's request timeout (AIRTABLE_REQUEST_TIMEOUT_MS below), after storing.
    slowMs: 1500,
    faults: () => {
      if (random() >= failureRate) return 'ok'
      injected++
      return FAULTS[Math.floor(random() * FAULTS.length)] ?? 'ok'
    },
  })
  const url = await fake.start(port)
  const env = {
    AIRTABLE_API_KEY: FAKE_AIRTABLE.token,
    AIRTABLE_BASE_ID: FAKE_AIRTABLE.baseId,
    AIRTABLE_TABLE_NAME: FAKE_AIRTABLE.tableName,
    AIRTABLE_SUBMISSION_ID_FIELD: FAKE_AIRTABLE.submissionIdField,
    AIRTABLE_ENDPOINT_URL: url,
    AIRTABLE_REQUEST_TIMEOUT_MS: '1000',
  }
  return { fake, env, injected: () => injected }
}

/**
 * Bookings against a server delivering to the fake Airtable, then waiting (at most
 * `drainTimeoutMs`) for the outbox to empty through the server's own retries.
 */
export async function loadWithAirtable(
  options: LoadOptions & {
    fake: FakeAirtable
    injected: () => number
    failureRate: number
    drainTimeoutMs: number
  },
): Promise<BookingLoadResult> {
  const started = performance.now()
  const submissions = await submitConcurrently(options.action, options.concurrency, options.label)
  const { firstErrors, ...summary } = summarize(options.label, submissions, performance.now() - started)
  const violations = firstErrors.map((error) => `not acknowledged: ${error}`)
  const storedOnce = verifyStored(submissions, readLeads(options.dbPath), violations)

  // The server delivers after each answer and retries every 15 s with backoff; wait for it.
  const drainDeadline = Date.now() + options.drainTimeoutMs
  let leads = readLeads(options.dbPath)
  let reported = Date.now()
  while (leads.some((lead) => lead.delivered_at === null) && Date.now() < drainDeadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    leads = readLeads(options.dbPath)
    if (Date.now() - reported >= 30_000) {
      reported = Date.now()
      const pending = leads.filter((lead) => lead.delivered_at === null).length
      console.error(`  ${pending} of ${leads.length} leads still in the outbox (retried with backoff)`)
    }
  }
  const drainMs = performance.now() - started
  const pending = leads.filter((lead) => lead.delivered_at === null)
  if (pending.length > 0) {
    violations.push(`${pending.length} leads still undelivered after ${Math.round(options.drainTimeoutMs / 1000)} s`)
  }

  const records = options.fake.records
  const recordsById = countBy(records, (record) => String(record.fields[FAKE_AIRTABLE.submissionIdField]))
  const recordEmail = new Map(
    records.map((record) => [String(record.fields[FAKE_AIRTABLE.submissionIdField]), record.fields.Email]),
  )
  let deliveredOnce = 0
  for (const submission of submissions.filter((s) => s.acknowledged)) {
    const count = recordsById.get(submission.id) ?? 0
    if (count !== 1) violations.push(`acknowledged ${submission.id} reached Airtable ${count} times`)
    else if (recordEmail.get(submission.id) !== submission.email) violations.push(`${submission.id}: wrong email`)
    else deliveredOnce++
  }
  for (const [id, count] of recordsById) {
    if (count > 1) violations.push(`Airtable holds ${count} records for ${id}`)
  }
  return {
    ...summary,
    storedOnce,
    violations,
    airtable: {
      failureRate: options.failureRate,
      requests: options.fake.requests,
      injectedFaults: options.injected(),
      delivered: records.length,
      deliveredOnce,
      drainMs,
    },
  }
}

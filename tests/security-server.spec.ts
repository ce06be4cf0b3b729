import { type ChildProcess, spawn } from 'node:child_process'
import { createHmac, randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { LeadStore } from '../web/features/booking/leadStore'
import { FakeAirtable, SPEC_TABLE_FIELDS } from './support/fakeAirtable'

/**
 * Journeys that need a server of their own, started from the same build as the others with
 * settings only they use: the signed revalidation webhook and the draft-mode routes under
 * hostile requests (with a content override, so "nothing changed" is something a page shows),
 * and a restart with leads still waiting in the outbox.
 */

const ROOT = path.resolve(import.meta.dirname, '..')
const WEB = path.join(ROOT, 'web')
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next')
const DATASET = path.join(ROOT, 'studio', 'seed', 'production.ndjson')

// These talk to servers, not to a browser: one project runs them.
test.skip(({ isMobile }) => isMobile, 'server journeys run once, in the desktop project')

async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

type RunningServer = { url: string; log: () => string; stop: () => Promise<void> }

const DIST = process.env.NEXT_DIST_DIR || '.next'

/**
 * `next start` on the build under test (NEXT_DIST_DIR, as the other journeys use), with extra
 * settings. `ownBuild`: on a copy of the build (without its compiler cache), for a server that
 * revalidates pages, because `next start` writes regenerated pages back into its build folder,
 * where the shared journeys' server would serve them.
 */
async function startServer(env: Record<string, string>, { ownBuild = false } = {}): Promise<RunningServer> {
  const port = await freePort()
  let dist = DIST
  if (ownBuild) {
    dist = `${DIST}-security-${port}`
    cpSync(path.join(WEB, DIST), path.join(WEB, dist), {
      recursive: true,
      filter: (source) => source !== path.join(WEB, DIST, 'cache'),
    })
  }
  const child: ChildProcess = spawn(
    process.execPath,
    [NEXT_BIN, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd: WEB,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env, NEXT_DIST_DIR: dist },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let log = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString()
  })
  const url = `http://127.0.0.1:${port}`
  const exited = once(child, 'exit')
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) return `exited: ${log}`
        return (await fetch(`${url}/robots.txt`).catch(() => undefined))?.status ?? 0
      },
      { timeout: 45_000, message: 'the server starts' },
    )
    .toBe(200)
  return {
    url,
    log: () => log,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
      if (ownBuild) rmSync(path.join(WEB, dist), { recursive: true, force: true })
    },
  }
}

function tempDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'security-journey-'))
}

/** A signature as Sanity's webhooks make it: `t=<ms>,v1=<base64url HMAC-SHA256 of "<t>.<body>">`. */
function sign(body: string, secret: string, timestamp = Date.now()): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url')}`
}

type Webhook = {
  secret: string
  /** The privacy page as a visitor gets it. */
  page: () => Promise<string>
  post: (body: string, headers?: Record<string, string>) => Promise<Response>
}

const SIGNATURE = 'sanity-webhook-signature'
const PUBLISHED = JSON.stringify({ _type: 'legalPage', _id: 'legal-privacy-policy' })
const BEFORE = 'January 27, 2025'
const AFTER = 'June 30, 2025'

/**
 * A server with its own secret and content override, where an editor's change to the privacy
 * page's date already sits in the content, waiting for a genuine publish webhook: a page that
 * still shows the old date proves nothing was revalidated.
 */
async function withPendingChange(run: (webhook: Webhook) => Promise<void>) {
  test.setTimeout(120_000)
  const dir = tempDir()
  const secret = randomBytes(24).toString('hex')
  const override = path.join(dir, 'override.ndjson')
  const server = await startServer(
    {
      SANITY_REVALIDATE_SECRET: secret,
      CONTENT_OVERRIDE_PATH: override,
      LEADS_DB_PATH: path.join(dir, 'leads.sqlite'),
    },
    { ownBuild: true },
  )
  const page = () => fetch(`${server.url}/privacy-policy`).then((r) => r.text())
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    })
  try {
    expect(await page()).toContain(BEFORE)
    const privacy = readFileSync(DATASET, 'utf8')
      .split('\n')
      .find((line) => line.includes('"_id":"legal-privacy-policy"'))
    expect(privacy).toBeTruthy()
    writeFileSync(override, `${JSON.stringify({ ...JSON.parse(String(privacy)), lastUpdated: '2025-06-30' })}\n`)
    await run({ secret, page, post })
    // The control: the same change, published with a genuine fresh signature, shows.
    expect((await post(PUBLISHED, { [SIGNATURE]: sign(PUBLISHED, secret) })).status).toBe(200)
    await expect.poll(page).toContain(AFTER)
  } finally {
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

test.describe('the revalidation webhook under hostile requests', () => {
  test('no, wrong or tampered signatures get 401, oversized bodies 413, malformed JSON 400, and nothing changes', async () => {
    await withPendingChange(async ({ secret, page, post }) => {
      const signed = (body: string) => ({ [SIGNATURE]: sign(body, secret) })
      const hostile: [string, () => Promise<Response>, number][] = [
        ['no signature', () => post(PUBLISHED), 401],
        ['an empty signature', () => post(PUBLISHED, { [SIGNATURE]: '' }), 401],
        ['a malformed signature', () => post(PUBLISHED, { [SIGNATURE]: 't=abc,v1=' }), 401],
        [
          'a signature made with another secret',
          () => post(PUBLISHED, { [SIGNATURE]: sign(PUBLISHED, `${secret}x`) }),
          401,
        ],
        ['a signature over another body', () => post(PUBLISHED, signed(PUBLISHED.replace('legalPage', 'plan'))), 401],
        [
          'a 1 MB body, unsigned',
          () => post(JSON.stringify({ _type: 'legalPage', pad: 'x'.repeat(1024 * 1024) })),
          413,
        ],
        [
          'a 1 MB body, signed',
          () =>
            post(
              `{"_type":"legalPage","pad":"${'x'.repeat(1024 * 1024)}"}`,
              signed(`{"_type":"legalPage","pad":"${'x'.repeat(1024 * 1024)}"}`),
            ),
          413,
        ],
        [
          'malformed JSON, correctly signed',
          () => post('{"_type": "legalPage",', signed('{"_type": "legalPage",')),
          400,
        ],
        ['JSON without a _type, correctly signed', () => post('{"_id":"x"}', signed('{"_id":"x"}')), 400],
        ['a JSON array, correctly signed', () => post('[1,2]', signed('[1,2]')), 400],
        ['JSON null, correctly signed', () => post('null', signed('null')), 400],
      ]
      for (const [what, send, status] of hostile) expect((await send()).status, what).toBe(status)
      expect(await page(), 'no hostile request revalidated the page').toContain(BEFORE)
    })
  })

  test('a genuine signature replayed an hour later gets 401, and nothing changes', async () => {
    await withPendingChange(async ({ secret, page, post }) => {
      const captured = sign(PUBLISHED, secret, Date.now() - 60 * 60 * 1000)
      expect((await post(PUBLISHED, { [SIGNATURE]: captured })).status).toBe(401)
      expect(await page()).toContain(BEFORE)
    })
  })
})

test.describe('the draft-mode routes under hostile requests', () => {
  // On the shared journeys' server. Without a Sanity project the route is off (404) whatever it is
  // sent; with one, next-sanity checks the secret against the Content Lake, which no test here reaches.
  test('no or a wrong secret never turns draft mode on', async ({ request }) => {
    const attempts = [
      '/api/draft-mode/enable',
      '/api/draft-mode/enable?sanity-preview-secret=',
      '/api/draft-mode/enable?sanity-preview-secret=wrong&sanity-preview-pathname=/',
      `/api/draft-mode/enable?sanity-preview-secret=${'x'.repeat(8000)}&sanity-preview-pathname=/`,
      '/api/draft-mode/enable?sanity-preview-secret=wrong&sanity-preview-pathname=https://evil.example/',
    ]
    for (const attempt of attempts) {
      const response = await request.get(attempt, { maxRedirects: 0 })
      const what = attempt.slice(0, 90)
      expect(response.status(), what).toBeGreaterThanOrEqual(400)
      expect(response.status(), what).toBeLessThan(500)
      expect(response.headers()['set-cookie'] ?? '', what).not.toContain('__prerender_bypass')
      expect(response.headers().location ?? '', what).not.toContain('evil.example')
    }
  })
})

test.describe('a restart with leads waiting in the outbox', () => {
  const AIRTABLE = { token: 'pat-restart-journey', baseId: 'appRESTART0000001', tableName: 'Consultation Bookings' }

  function storeLead(store: LeadStore, n: number) {
    store.insert(`00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, {
      name: `Waiting Lead ${n}`,
      email: `waiting-${n}@example.com`,
      phone: '',
      businessNiche: 'Dental clinic',
      interest: 'Complete Bundle',
    })
  }

  test('delivers every pending lead when the server starts, and a second restart sends none again', async () => {
    test.setTimeout(150_000)
    const dir = tempDir()
    const database = path.join(dir, 'leads.sqlite')
    const airtable = new FakeAirtable({ ...AIRTABLE, fields: SPEC_TABLE_FIELDS })
    const endpoint = await airtable.start()
    const env = {
      LEADS_DB_PATH: database,
      AIRTABLE_API_KEY: AIRTABLE.token,
      AIRTABLE_BASE_ID: AIRTABLE.baseId,
      AIRTABLE_ENDPOINT_URL: endpoint,
    }
    // Acknowledged before the server went down: three never reached Airtable, one did.
    const store = new LeadStore(database)
    for (const n of [1, 2, 3, 4]) storeLead(store, n)
    store.markDelivered('00000000-0000-4000-8000-000000000004')
    const names = () => airtable.records.map((record) => String(record.fields.Name)).sort()
    try {
      const first = await startServer(env)
      await expect.poll(names, { timeout: 30_000 }).toEqual(['Waiting Lead 1', 'Waiting Lead 2', 'Waiting Lead 3'])
      await expect.poll(() => store.all().filter((lead) => lead.deliveredAt === null).length).toBe(0)
      await first.stop()

      // One more lead arrives in the outbox while the server is down; the next start sends it, and only it.
      storeLead(store, 5)
      const second = await startServer(env)
      await expect.poll(names, { timeout: 30_000 }).toContain('Waiting Lead 5')
      await second.stop()
      expect(names()).toEqual(['Waiting Lead 1', 'Waiting Lead 2', 'Waiting Lead 3', 'Waiting Lead 5'])
      expect(airtable.requests).toBe(4)
      expect(airtable.records.every((record) => record.fields.Status === 'Booked')).toBe(true)
    } finally {
      store.close()
      await airtable.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

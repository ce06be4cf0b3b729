/**
 * The canary test for secrets (`npm run check:secrets`, a step of `npm test`).
 *
 * Builds the site in its own folder with a unique canary value in every server-side secret
 * (every `process.env` name in web/config/serverEnv.ts that ends in KEY, TOKEN or SECRET), runs
 * it with Airtable pointed at a local fake, then fetches everything a browser can fetch: every
 * file under the build's static folder and public/, every page's HTML and RSC payload, the
 * sitemap, robots, sharing images, every route handler, and a booking through the server
 * action. It fails if any canary appears in any of them, plain, lower-cased or base64-encoded.
 *
 * The main build never sees these values; this one is thrown away. Nothing leaves the machine:
 * the read token has no project id to talk to (the bundled dataset is served), and Airtable is
 * the fake, which also proves the server really had the canary token (its requests carry it).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { FakeAirtable, SPEC_TABLE_FIELDS } from '../tests/support/fakeAirtable'

const ROOT = path.resolve(import.meta.dirname, '..')
const WEB = path.join(ROOT, 'web')
const DIST = '.next-canary'
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next')

/** Every secret the server reads, found in the one module that reads them. */
function secretNames(): string[] {
  const source = readFileSync(path.join(WEB, 'config', 'serverEnv.ts'), 'utf8')
  const names = new Set([...source.matchAll(/process\.env\.([A-Z0-9_]+)/g)].map((match) => String(match[1])))
  const secrets = [...names].filter((name) => /(KEY|TOKEN|SECRET)$/.test(name)).sort()
  for (const expected of ['AIRTABLE_API_KEY', 'SANITY_API_READ_TOKEN']) {
    if (!secrets.includes(expected))
      throw new Error(`serverEnv.ts no longer reads ${expected}; update check-secrets.ts`)
  }
  return secrets
}

/** `--skip-build` searches the last canary build again (its canaries are kept beside it), for working on this script. */
const skipBuild = process.argv.includes('--skip-build')
const CANARY_FILE = path.join(WEB, DIST, 'canaries.json')

const run = randomBytes(8).toString('hex')
/** Letters and digits only, so JSON, HTML or URL escaping cannot disguise them; long enough to be unique. */
const canaries: Record<string, string> = skipBuild
  ? JSON.parse(readFileSync(CANARY_FILE, 'utf8'))
  : Object.fromEntries(secretNames().map((name) => [name, `Canary${name.replaceAll('_', '')}${run}`]))

/** The forms a leaked value could take in a response: as is, lower-cased, and base64 at each of the three alignments. */
function needles(value: string): string[] {
  const forms = [value, value.toLowerCase()]
  for (const pad of ['', 'a', 'aa']) {
    const encoded = Buffer.from(pad + value).toString('base64')
    // Drop the characters that depend on the neighbours: the first affected by the padding and the tail.
    forms.push(encoded.slice(pad.length === 0 ? 0 : 4, -4))
  }
  return forms
}

const searches = Object.entries(canaries).map(([name, value]) => ({ name, forms: needles(value) }))

function leaksIn(body: Buffer): string[] {
  const text = body.toString('latin1')
  const lower = text.toLowerCase()
  return searches
    .filter(({ forms }) => forms.some((form) => text.includes(form) || lower.includes(form)))
    .map((s) => s.name)
}

const findings: string[] = []
let searchedBytes = 0
let searchedItems = 0
function search(where: string, body: Buffer) {
  searchedItems++
  searchedBytes += body.byteLength
  for (const name of leaksIn(body)) findings.push(`${name} found in ${where}`)
}

function* filesUnder(dir: string): Generator<string> {
  if (!existsSync(dir)) return
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(file)
    else if (entry.isFile()) yield file
  }
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (address === null || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** The route handlers the build has (app/**\/route.ts), as URL paths. */
function routeHandlers(): string[] {
  const app = path.join(WEB, 'app')
  return [...filesUnder(app)]
    .filter((file) => path.basename(file) === 'route.ts' && !file.includes('['))
    .map((file) => `/${path.relative(app, path.dirname(file)).split(path.sep).join('/')}`)
}

function step(message: string) {
  console.log(`check-secrets: ${message}`)
}

async function main(): Promise<number> {
  // 0. The search itself works: each form of a canary is found, and clean text is not.
  for (const { name } of searches) {
    const value = canaries[name] ?? ''
    const samples = [`x${value}x`, `"${value.toLowerCase()}"`, Buffer.from(`{"t":"${value}"}`).toString('base64')]
    for (const sample of samples) {
      if (!leaksIn(Buffer.from(sample)).includes(name)) throw new Error(`the search misses ${name} in ${sample}`)
    }
  }
  if (leaksIn(Buffer.from('nothing secret here')).length > 0) throw new Error('the search finds canaries in clean text')

  const airtable = { baseId: 'appCanaryBase00001', tableName: 'Consultation Bookings' }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...canaries,
    // Whatever this shell has set: no Sanity project (the bundled dataset, so the canary token
    // is never sent anywhere), and Airtable exactly as the fake expects it.
    NEXT_PUBLIC_SANITY_PROJECT_ID: '',
    AIRTABLE_BASE_ID: airtable.baseId,
    AIRTABLE_TABLE_NAME: airtable.tableName,
    AIRTABLE_SUBMISSION_ID_FIELD: '',
    NEXT_DIST_DIR: DIST,
    NEXT_TELEMETRY_DISABLED: '1',
  }
  if (!skipBuild) {
    step(`building into web/${DIST} with canaries in ${Object.keys(canaries).join(', ')}`)
    const build = spawnSync('npm', ['run', 'build', '-w', 'web', '--silent'], { cwd: ROOT, env, stdio: 'inherit' })
    if (build.status !== 0) {
      console.error('check-secrets: the canary build failed')
      return 1
    }
    // Outside static/, so the browser cannot fetch it (and the search does not find it).
    writeFileSync(CANARY_FILE, JSON.stringify(canaries))
  }

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'check-secrets-'))
  const fake = new FakeAirtable({
    token: canaries.AIRTABLE_API_KEY ?? '',
    ...airtable,
    fields: SPEC_TABLE_FIELDS,
  })
  const endpoint = await fake.start()
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  let server: ChildProcess | undefined
  let serverLog = ''
  try {
    server = spawn(process.execPath, [NEXT_BIN, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
      cwd: WEB,
      env: {
        ...env,
        NODE_ENV: 'production',
        AIRTABLE_ENDPOINT_URL: endpoint,
        LEADS_DB_PATH: path.join(tmp, 'leads.sqlite'),
        BOOKING_MIN_FILL_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout?.on('data', (chunk: Buffer) => {
      serverLog += chunk.toString()
    })
    server.stderr?.on('data', (chunk: Buffer) => {
      serverLog += chunk.toString()
    })
    const started = Date.now()
    for (;;) {
      const status = await fetch(`${origin}/robots.txt`).then(
        (r) => r.status,
        () => 0,
      )
      if (status === 200) break
      if (server.exitCode !== null || Date.now() - started > 60_000)
        throw new Error(`server did not start:\n${serverLog}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }

    // 1. Every file the build serves under /_next/static, and public/.
    for (const file of filesUnder(path.join(WEB, DIST, 'static'))) {
      search(`/_next/static/${path.relative(path.join(WEB, DIST, 'static'), file)}`, readFileSync(file))
    }
    for (const file of filesUnder(path.join(WEB, 'public'))) {
      search(`public/${path.relative(path.join(WEB, 'public'), file)}`, readFileSync(file))
    }

    // 2. Every page, its RSC payloads, and every same-origin URL they link to, breadth first.
    const pages = ['/', '/about-us', '/privacy-policy', '/terms-conditions', '/cookie-policy', '/no-such-page']
    const queue = [
      ...pages,
      '/robots.txt',
      '/sitemap.xml',
      '/icon.svg',
      '/opengraph-image/card',
      ...pages.slice(1, 5).map((page) => `${page}/opengraph-image/card`),
    ]
    const seen = new Set<string>()
    const siteOrigin = new URL(process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').origin
    let homeHtml = ''
    while (queue.length > 0) {
      const target = queue.shift() ?? '/'
      if (seen.has(target)) continue
      seen.add(target)
      const response = await fetch(`${origin}${target}`)
      const body = Buffer.from(await response.arrayBuffer())
      search(`GET ${target} (${response.status})`, body)
      search(`headers of GET ${target}`, Buffer.from(JSON.stringify([...response.headers])))
      if (target === '/') homeHtml = body.toString('utf8')
      const type = response.headers.get('content-type') ?? ''
      if (!/html|xml|css|javascript|json|text/.test(type)) continue
      const text = body.toString('utf8').replaceAll('&amp;', '&')
      // Links, sources and sitemap entries that name a path on this site (absolute URLs in the
      // metadata and the sitemap use NEXT_PUBLIC_SITE_URL).
      for (const match of text.matchAll(/(?:href|src|srcSet|srcset|content)="([^"]+)"|<loc>([^<]+)<\/loc>/g)) {
        for (const candidate of String(match[1] ?? match[2]).split(/,\s+/)) {
          const url = candidate.trim().split(/\s+/)[0] ?? ''
          if (!/^(\/(?!\/)|https?:\/\/)/.test(url)) continue
          const resolved = new URL(url, origin)
          const local = resolved.origin === origin || resolved.origin === siteOrigin
          // /_next/static was read from disk above; /_next/image only re-encodes files from public/
          // (searched above), and encoding every width of every picture would take minutes.
          const skip = resolved.pathname.startsWith('/_next/static/') || resolved.pathname === '/_next/image'
          if (local && !skip) queue.push(resolved.pathname + resolved.search)
        }
      }
      if (seen.size > 200) throw new Error('the crawl found more than 200 addresses; is a link pattern looping?')
    }
    for (const page of pages) {
      for (const [label, init, suffix] of [
        ['RSC: 1', { headers: { RSC: '1' } }, ''],
        ['RSC prefetch', { headers: { RSC: '1', 'Next-Router-Prefetch': '1' } }, ''],
        ['?_rsc', { headers: { RSC: '1' } }, '?_rsc=canary'],
      ] as const) {
        const response = await fetch(`${origin}${page}${suffix}`, init)
        search(`GET ${page}${suffix} with ${label} (${response.status})`, Buffer.from(await response.arrayBuffer()))
      }
    }

    // 3. Every route handler, with what a stranger would send it.
    for (const route of routeHandlers()) {
      const requests: RequestInit[] = [
        { method: 'GET' },
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"_type":"legalPage"}' },
        { method: 'POST', headers: { 'sanity-webhook-signature': 't=1700000000000,v1=x' }, body: '{}' },
      ]
      for (const init of requests) {
        const response = await fetch(`${origin}${route}`, { ...init, redirect: 'manual' })
        search(`${init.method} ${route} (${response.status})`, Buffer.from(await response.arrayBuffer()))
        search(`headers of ${init.method} ${route}`, Buffer.from(JSON.stringify([...response.headers])))
      }
    }

    // 4. A booking through the server action, as the form without JavaScript posts it.
    const actionFields = [...homeHtml.matchAll(/<input type="hidden" name="(\$ACTION_[^"]+)"(?: value="([^"]*)")?/g)]
    if (actionFields.length === 0) throw new Error('no server action found in the landing page HTML')
    const form = new FormData()
    for (const [, name, value] of actionFields) form.set(String(name), String(value ?? '').replaceAll('&quot;', '"'))
    form.set('name', 'Canary Check')
    form.set('email', `canary-${randomBytes(6).toString('hex')}@example.com`)
    form.set('businessNiche', 'Secrets')
    form.set('interest', 'Complete Bundle')
    const booking = await fetch(`${origin}/`, { method: 'POST', body: form, headers: { Origin: origin } })
    const bookingBody = Buffer.from(await booking.arrayBuffer())
    search(`POST / booking (${booking.status})`, bookingBody)
    if (!bookingBody.toString('utf8').includes('Booking Request Sent!')) {
      throw new Error(`the booking was not accepted (${booking.status})`)
    }
    // The control: the lead reached the fake Airtable, so the server was using the canary token.
    const deadline = Date.now() + 20_000
    while (fake.records.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200))
    if (fake.records.length !== 1) throw new Error('the booking never reached the fake Airtable with the canary token')
    if (!homeHtml.includes('with AI Automation')) throw new Error('the landing page did not serve the bundled content')

    search('the server log', Buffer.from(serverLog))
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM')
      await once(server, 'exit')
    }
    await fake.stop()
    rmSync(tmp, { recursive: true, force: true })
  }

  const megabytes = (searchedBytes / 1024 / 1024).toFixed(1)
  if (findings.length > 0) {
    console.error(`check-secrets: a secret reaches the browser:\n  ${findings.join('\n  ')}`)
    return 1
  }
  step(`no canary in ${searchedItems} responses and files (${megabytes} MB); the server did use them`)
  return 0
}

process.exit(await main())

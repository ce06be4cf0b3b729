/**
 * `npm run bench`: the site side by side with a blank Next.js page (issue 8), plus the booking
 * load test (issue 9). Builds both, serves them with `next start`, and measures bytes fetched,
 * Lighthouse, the landing page's responsiveness to taps, server throughput and bookings under
 * load; writes reports/bench/latest.{md,json} (and a dated copy) and prints the Markdown. Not
 * part of `npm test`: it takes minutes.
 *
 *   npm run bench -- [--runs 5] [--skip-lighthouse] [--skip-interactions] [--skip-load] [--skip-build]
 *                    [--concurrency 200] [--connections 50] [--duration 10] [--failure-rate 0.3]
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, devices } from '@playwright/test'
import { createBlankApp } from './blankApp'
import { captureBookingAction, loadLocalDatabase, loadWithAirtable, startFakeAirtable } from './bookingLoad'
import { BUDGET_PAGES, checkPageBudget } from './budgets'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'
import { measureInteractions } from './interactions'
import { lighthouseMedians } from './lighthouse'
import { buildNextApp, type RunningServer, startNextApp } from './nextApp'
import { measurePageWeight } from './pageWeight'
import { type BenchResult, type PageResult, renderReport, type Viewport } from './report'
import { measureRestingCpu } from './restingCpu'
import { measureThroughput } from './throughput'

const root = path.resolve(import.meta.dirname, '../..')
const webDir = path.join(root, 'web')
const outDir = path.join(root, 'reports', 'bench')

/** Ports 3700–3799 are the benchmark's; the test command and other worktrees use lower ones. */
const PORTS = { site: 3700, blank: 3701, bookingLocal: 3702, bookingAirtable: 3703, fakeAirtable: 3704 }
const SITE_DIST = '.next-bench'
/**
 * How long the outbox may take to empty. Its backoff doubles from 5 s, so a lead that fails six
 * times in a row (0.3^6 each; with 200 leads, about one run in seven) waits 5+10+…+160 s = 315 s
 * plus the 15 s retry tick; past 15 minutes a lead has stalled rather than been unlucky.
 */
const DRAIN_TIMEOUT_MS = 15 * 60_000

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '200' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    'failure-rate': { type: 'string', default: '0.3' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-interactions': { type: 'boolean', default: false },
    'skip-load': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
  },
})
const positive = (name: string, value: string | undefined) => {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive whole number`)
  return number
}
const options = {
  runs: positive('runs', args.runs),
  concurrency: positive('concurrency', args.concurrency),
  connections: positive('connections', args.connections),
  durationSeconds: positive('duration', args.duration),
}
const failureRate = Number(args['failure-rate'])

const step = (message: string) => console.error(`\n▸ ${message}`)
const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-'))
const log = (name: string) => path.join(scratch, `${name}.log`)
const servers: RunningServer[] = []
const siteEnv = (port: number, extra: Record<string, string> = {}) => ({
  LEADS_DB_PATH: path.join(scratch, `leads-${port}.sqlite`),
  ...extra,
})

async function serveSite(port: number, extra: Record<string, string> = {}) {
  const server = await startNextApp({
    dir: webDir,
    distDir: SITE_DIST,
    port,
    env: siteEnv(port, extra),
    logFile: log(`site-${port}`),
  })
  servers.push(server)
  return server
}

async function stopServer(server: RunningServer) {
  await server.stop()
  servers.splice(servers.indexOf(server), 1)
}

const VIEWPORTS: Record<Viewport, (typeof devices)[string]> = {
  mobile: devices['Pixel 7'] as (typeof devices)[string],
  desktop: devices['Desktop Chrome'] as (typeof devices)[string],
}

async function measureWeights(urls: string[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const results = new Map<string, Record<Viewport, Awaited<ReturnType<typeof measurePageWeight>>>>()
    for (const url of urls) {
      const byViewport = {} as Record<Viewport, Awaited<ReturnType<typeof measurePageWeight>>>
      for (const viewport of ['mobile', 'desktop'] as const) {
        const context = await browser.newContext(VIEWPORTS[viewport])
        byViewport[viewport] = await measurePageWeight(await context.newPage(), url)
        await context.close()
      }
      results.set(url, byViewport)
    }
    return results
  } finally {
    await browser.close()
  }
}

async function main() {
  const loadBefore = os.loadavg()
  const blankApp = createBlankApp(root)
  try {
    if (!args['skip-build']) {
      step(`Building the site into web/${SITE_DIST}`)
      await buildNextApp({
        dir: webDir,
        distDir: SITE_DIST,
        // Canonical links then point at the address Lighthouse visits.
        env: { NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${PORTS.site}` },
        logFile: log('site-build'),
      })
    }
    step(`Building the blank page in ${blankApp.dir}`)
    await buildNextApp({ dir: blankApp.dir, distDir: '.next', logFile: log('blank-build') })

    step('Serving both with next start')
    const site = await serveSite(PORTS.site)
    const blank = await startNextApp({ dir: blankApp.dir, distDir: '.next', port: PORTS.blank, logFile: log('blank') })
    servers.push(blank)

    step('Measuring bytes fetched before interaction')
    const pageUrls = BUDGET_PAGES.map((page) => `${site.url}${page.path}`)
    const weights = await measureWeights([...pageUrls, `${blank.url}/`])
    const blankWeight = weights.get(`${blank.url}/`)
    if (!blankWeight) throw new Error('The blank page was not measured')
    const pages: PageResult[] = BUDGET_PAGES.map((page, index) => {
      const weight = weights.get(pageUrls[index] ?? '')
      if (!weight) throw new Error(`${page.path} was not measured`)
      return {
        name: page.path,
        path: page.path,
        weight,
        budget: {
          mobile: checkPageBudget(weight.mobile, page.role, blankWeight.mobile.byKind.js.bytes),
          desktop: checkPageBudget(weight.desktop, page.role, blankWeight.desktop.byKind.js.bytes),
        },
      }
    })
    const blankPage: PageResult = {
      name: 'blank Next.js page',
      path: '/',
      weight: blankWeight,
      budget: { mobile: [], desktop: [] },
    }

    if (!args['skip-lighthouse']) {
      const measured = [...pages, blankPage].map((page) => ({
        page,
        url: `${page === blankPage ? blank.url : site.url}${page.path}`,
      }))
      const summaries = await lighthouseMedians(
        measured.map(({ url }) => url),
        options.runs,
        (round) => step(`Lighthouse round ${round} of ${options.runs}: ${measured.length} pages`),
      )
      for (const { page, url } of measured) page.lighthouse = summaries.get(url)
    }

    let interactions: BenchResult['interactions']
    let restingCpu: BenchResult['restingCpu']
    if (!args['skip-interactions']) {
      step(`Interactions: ${options.runs} visits of the landing page on a phone`)
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
      try {
        interactions = await measureInteractions(browser, `${site.url}/`, options.runs)
        // The landing page (the one with motion), a content page and the blank page; 9 s a visit.
        const restingRuns = Math.min(options.runs, 3)
        step(`At rest: ${restingRuns} visits of three pages, on a phone and on a desktop`)
        restingCpu = { runs: restingRuns, pages: [] }
        for (const [page, url] of [
          ['/', `${site.url}/`],
          ['/about-us', `${site.url}/about-us`],
          ['blank Next.js page', `${blank.url}/`],
        ] as const) {
          restingCpu.pages.push({
            page,
            mobile: await measureRestingCpu(browser, url, VIEWPORTS.mobile, restingRuns),
            desktop: await measureRestingCpu(browser, url, VIEWPORTS.desktop, restingRuns),
          })
        }
      } finally {
        await browser.close()
      }
    }

    let throughput: BenchResult['throughput']
    let booking: BenchResult['booking']
    if (!args['skip-load']) {
      step(`Throughput: autocannon ${options.connections} connections × ${options.durationSeconds} s`)
      throughput = {
        site: await measureThroughput(`${site.url}/`, options.connections, options.durationSeconds),
        // The same without compression: how much of the cost is gzipping the page on every request.
        siteUncompressed: await measureThroughput(`${site.url}/`, options.connections, options.durationSeconds, {
          gzip: false,
        }),
        blank: await measureThroughput(`${blank.url}/`, options.connections, options.durationSeconds),
      }
    }
    await stopServer(site)
    await stopServer(blank)

    if (!args['skip-load']) {
      // Journeys fill the form in milliseconds and all from one address: lift the spam limits.
      const bookingEnv = { BOOKING_RATE_LIMIT_BURST: '1000000', BOOKING_MIN_FILL_MS: '0' }
      step(`Booking load: ${options.concurrency} concurrent submissions, local database`)
      const local = await serveSite(PORTS.bookingLocal, bookingEnv)
      const localResult = await loadLocalDatabase({
        baseUrl: local.url,
        dbPath: siteEnv(PORTS.bookingLocal).LEADS_DB_PATH,
        action: await captureBookingAction(local.url),
        concurrency: options.concurrency,
        label: 'local database',
      })
      await stopServer(local)

      step(`Booking load: ${options.concurrency} concurrent submissions, fake Airtable failing ${failureRate * 100}%`)
      const airtable = await startFakeAirtable(PORTS.fakeAirtable, failureRate)
      try {
        const server = await serveSite(PORTS.bookingAirtable, { ...bookingEnv, ...airtable.env })
        const airtableResult = await loadWithAirtable({
          baseUrl: server.url,
          dbPath: siteEnv(PORTS.bookingAirtable).LEADS_DB_PATH,
          action: await captureBookingAction(server.url),
          concurrency: options.concurrency,
          label: `Airtable, ${failureRate * 100}% failing`,
          fake: airtable.fake,
          injected: airtable.injected,
          failureRate,
          drainTimeoutMs: DRAIN_TIMEOUT_MS,
        })
        await stopServer(server)
        booking = [localResult, airtableResult]
      } finally {
        await airtable.fake.stop()
      }
    }

    const packageVersion = (name: string) =>
      (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
        .version
    const result: BenchResult = {
      date: new Date().toISOString(),
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim(),
      nextVersion: packageVersion('next'),
      reactVersion: packageVersion('react'),
      lighthouseVersion: packageVersion('lighthouse'),
      // Timings move with the browser too (Debian updates it), so the report names the one measured.
      chromiumVersion: execFileSync(CHROMIUM_PATH, ['--version'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
      machine: { cores: os.cpus().length, loadBefore, loadAfter: os.loadavg() },
      options,
      pages,
      blank: blankPage,
      interactions,
      restingCpu,
      throughput,
      booking,
    }
    const markdown = renderReport(result)
    mkdirSync(outDir, { recursive: true })
    const stamp = result.date.replace(/[:.]/g, '-')
    // Script texts are for the budget's library check, not for the report.
    const json = JSON.stringify(result, (key, value) => (key === 'text' ? undefined : value), 2)
    for (const name of ['latest', stamp]) {
      writeFileSync(path.join(outDir, `${name}.md`), markdown)
      writeFileSync(path.join(outDir, `${name}.json`), json)
    }
    console.log(markdown)
    console.error(`\nWritten to ${path.relative(root, outDir)}/latest.md and latest.json (logs in ${scratch})`)
    const broken = [
      ...pages.flatMap((page) => [...page.budget.mobile, ...page.budget.desktop]).filter((check) => !check.ok),
      ...(booking ?? []).flatMap((run) => run.violations),
    ]
    if (booking?.some((run) => run.violations.length > 0)) process.exitCode = 1
    if (broken.length > 0) console.error(`${broken.length} budget checks or booking guarantees failed; see the report.`)
  } finally {
    for (const server of [...servers]) await server.stop()
    blankApp.remove()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  console.error(`Logs: ${scratch}`)
  process.exitCode = 1
})

process.on('exit', () => {
  if (process.exitCode === 0 || process.exitCode === undefined) rmSync(scratch, { recursive: true, force: true })
})

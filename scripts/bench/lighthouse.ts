/**
 * Lighthouse's mobile run (its default: a mid-range phone on slow 4G, simulated) in Debian's
 * Chromium, through the `lighthouse` CLI so every run gets a fresh browser. The median of
 * several runs, each figure on its own, because single runs are noisy on a shared machine.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { z } from 'zod'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'
import { runNodeCli } from './runNodeCli'
import { median } from './stats'

const require = createRequire(import.meta.url)
const LIGHTHOUSE_CLI = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js')

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const METRICS = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcpMs: 'first-contentful-paint',
  speedIndexMs: 'speed-index',
} as const

export type LighthouseFigures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  speedIndexMs: number
}

const score = z.object({
  score: z.number().nullable(),
  auditRefs: z.array(z.object({ id: z.string(), weight: z.number() })),
})
const numeric = z.object({ numericValue: z.number(), score: z.number().nullable().optional() })
/** The part of Lighthouse's result (LHR) the report uses. */
const resultSchema = z.object({
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  categories: z.object({
    performance: score,
    accessibility: score,
    'best-practices': score,
    seo: score,
  }),
  audits: z.record(z.string(), z.looseObject({ score: z.number().nullable().optional() })),
})

/**
 * `observedFcpMs` is when this machine's Chromium actually showed the first content, before
 * Lighthouse's simulation. Lantern's simulated LCP counts every script that finished loading before
 * that moment, so a late observed paint raises LCP however light the page (scripts/bench/FINDINGS.md, issue 8).
 */
export type LighthouseRun = LighthouseFigures & { failedAudits: string[]; observedFcpMs: number }

const observedMetrics = z.object({
  details: z.object({ items: z.tuple([z.looseObject({ observedFirstContentfulPaint: z.number() })], z.unknown()) }),
})

async function runOnce(url: string): Promise<LighthouseRun> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--disable-full-page-screenshot',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${[...CHROMIUM_FLAGS, '--headless=new'].join(' ')}`,
  ]
  const stdout = await runNodeCli('lighthouse', url, args, { ...process.env, CHROME_PATH: CHROMIUM_PATH })

  const lhr = resultSchema.parse(JSON.parse(stdout))
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const metric = (id: string) => numeric.parse(lhr.audits[id]).numericValue
  const points = (category: { score: number | null }) => Math.round((category.score ?? 0) * 100)
  return {
    performance: points(lhr.categories.performance),
    accessibility: points(lhr.categories.accessibility),
    bestPractices: points(lhr.categories['best-practices']),
    seo: points(lhr.categories.seo),
    lcpMs: metric(METRICS.lcpMs),
    tbtMs: metric(METRICS.tbtMs),
    cls: metric(METRICS.cls),
    fcpMs: metric(METRICS.fcpMs),
    speedIndexMs: metric(METRICS.speedIndexMs),
    observedFcpMs: observedMetrics.parse(lhr.audits.metrics).details.items[0].observedFirstContentfulPaint,
    // Scored audits below full marks in the other three categories: why a score is under 100.
    failedAudits: [lhr.categories.accessibility, lhr.categories['best-practices'], lhr.categories.seo]
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  }
}

export type LighthouseSummary = {
  median: LighthouseFigures
  runs: LighthouseRun[]
}

function summarize(results: LighthouseRun[]): LighthouseSummary {
  const pick = (key: keyof LighthouseFigures) => median(results.map((run) => run[key]))
  return {
    median: {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      fcpMs: pick('fcpMs'),
      speedIndexMs: pick('speedIndexMs'),
    },
    runs: results,
  }
}

/**
 * Runs Lighthouse `runs` times against each URL and takes each figure's median per URL. The runs
 * go round by round (every URL once, then again), not URL by URL, so a spell of load on the
 * machine falls on all pages alike and the comparison with the blank page stays fair.
 */
export async function lighthouseMedians(
  urls: string[],
  runs: number,
  onRound?: (round: number) => void,
): Promise<Map<string, LighthouseSummary>> {
  const results = new Map<string, LighthouseRun[]>(urls.map((url) => [url, []]))
  for (let round = 1; round <= runs; round++) {
    onRound?.(round)
    for (const url of urls) results.get(url)?.push(await runOnce(url))
  }
  return new Map([...results].map(([url, runsOfUrl]) => [url, summarize(runsOfUrl)]))
}

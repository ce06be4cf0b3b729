/**
 * The test command (`npm test`, and so `.ci/run`): every check in order, then one closing
 * line "N passed, N failed" counting the unit tests and browser journeys. Later steps that
 * need an earlier one's output (the build for the journeys) are skipped when it failed.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters as plain } from 'node:util'

process.env.SANITY_TELEMETRY_DISABLED ??= '1'
process.env.NEXT_TELEMETRY_DISABLED ??= '1'
process.env.DO_NOT_TRACK ??= '1'

const root = path.resolve(import.meta.dirname, '..')
const reports = path.join(root, 'reports')
mkdirSync(reports, { recursive: true })
// A previous run's reports would otherwise be counted for a step that crashed before writing its own.
for (const report of ['vitest.json', 'playwright.json']) rmSync(path.join(reports, report), { force: true })

type Step = { name: string; command: string; needs?: string[] }

const steps: Step[] = [
  { name: 'system tools', command: 'bash scripts/ensure-system-tools.sh' },
  { name: 'typegen', command: 'npm run typegen --silent && tsx scripts/check-generated.ts' },
  { name: 'typecheck', command: 'npm run typecheck --silent', needs: ['typegen'] },
  { name: 'lint', command: 'npm run lint --silent' },
  {
    name: 'unit',
    command: 'npm run test:unit --silent -- --reporter=default --reporter=json --outputFile.json=reports/vitest.json',
  },
  { name: 'studio', command: 'npm run build:studio --silent && npm run schema:validate --silent' },
  { name: 'build', command: 'npm run build:web --silent' },
  // A second build with canary values in every server secret, searched for in all a browser can fetch.
  { name: 'secrets', command: 'npm run check:secrets --silent', needs: ['build'] },
  // Byte budgets against a blank Next.js page built on the spot (scripts/bench/budget.ts says why).
  { name: 'budget', command: 'npm run budget --silent', needs: ['system tools', 'build'] },
  { name: 'e2e', command: 'npm run test:e2e --silent', needs: ['system tools', 'build'] },
]

/** How many of a failed step's last lines are shown again under the summary. */
const TAIL_LINES = 40

/**
 * Runs a step's command with its output passed straight through, and returns its exit status and
 * its last lines: CI keeps only the end of the log, where the journeys' list would otherwise hide
 * why an earlier step failed.
 */
function run(command: string): Promise<{ status: number | null; tail: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], shell: true })
    let recent = ''
    const pass = (from: NodeJS.ReadableStream, to: NodeJS.WritableStream) => {
      // Decoded as a stream, so a character split between two chunks stays whole.
      from.setEncoding('utf8')
      from.on('data', (chunk: string) => {
        to.write(chunk)
        recent = (recent + chunk)
          .split('\n')
          .slice(-TAIL_LINES - 1)
          .join('\n')
      })
    }
    pass(child.stdout, process.stdout)
    pass(child.stderr, process.stderr)
    child.on('error', reject)
    child.on('close', (status) => resolve({ status, tail: recent.trimEnd().split('\n').slice(-TAIL_LINES) }))
  })
}

const failed = new Set<string>()
const failedTails = new Map<string, string[]>()
const timings: string[] = []
for (const step of steps) {
  const blocked = step.needs?.filter((need) => failed.has(need)) ?? []
  if (blocked.length > 0) {
    console.log(`\n■ ${step.name}: skipped, needs ${blocked.join(', ')}`)
    failed.add(step.name)
    continue
  }
  console.log(`\n■ ${step.name}: ${step.command}`)
  const started = Date.now()
  const result = await run(step.command)
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  timings.push(`${step.name} ${seconds}s${result.status === 0 ? '' : ' FAILED'}`)
  if (result.status !== 0) {
    failed.add(step.name)
    failedTails.set(step.name, result.tail)
  }
}

type Counts = { passed: number; failed: number }

function vitestCounts(): Counts | undefined {
  const file = path.join(reports, 'vitest.json')
  if (!existsSync(file)) return undefined
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number }
  return { passed: report.numPassedTests, failed: report.numFailedTests }
}

type ReportResult = {
  status: string
  error?: { message?: string; location?: { file: string; line: number } }
  stdout?: { text?: string }[]
}
type ReportSuite = {
  title: string
  specs: { title: string; tests: { projectName: string; status: string; results: ReportResult[] }[] }[]
  suites?: ReportSuite[]
}
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number }; suites: ReportSuite[] }

/** The journeys' JSON report, read once for their counts and for the names of those that needed a retry. */
const playwrightReport = ((): PlaywrightReport | undefined => {
  const file = path.join(reports, 'playwright.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PlaywrightReport) : undefined
})()

function playwrightCounts(): Counts | undefined {
  if (!playwrightReport) return undefined
  const { stats } = playwrightReport
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected }
}

/** Lines shown of a failed attempt's error and of what it printed. */
const ATTEMPT_LINES = 30

/**
 * Journeys that failed and then passed on their retry: counted as passed, but named, so they get
 * fixed, with what their failed attempt reported and printed (a journey may print what the browser
 * saw), since CI keeps only the end of the log.
 */
function flakyJourneys(): string[] {
  const entries: string[] = []
  const visit = (suite: ReportSuite, trail: string[]) => {
    for (const spec of suite.specs)
      for (const test of spec.tests) {
        if (test.status !== 'flaky') continue
        const failedAttempt = test.results.find((result) => result.status !== 'passed')
        const where = failedAttempt?.error?.location
        // Playwright colours its messages; the log is read as text.
        const details = [
          ...plain(failedAttempt?.error?.message ?? '')
            .trim()
            .split('\n'),
          ...(where ? [`at ${path.relative(root, where.file)}:${where.line}`] : []),
          ...plain((failedAttempt?.stdout ?? []).map((chunk) => chunk.text ?? '').join(''))
            .trimEnd()
            .split('\n'),
        ].filter((line) => line.trim() !== '')
        entries.push(
          [
            `  [${test.projectName}] ${[...trail, spec.title].join(' › ')}`,
            ...details.slice(0, ATTEMPT_LINES).map((line) => `    | ${line}`),
          ].join('\n'),
        )
      }
    for (const child of suite.suites ?? []) visit(child, [...trail, child.title])
  }
  for (const suite of playwrightReport?.suites ?? []) visit(suite, [suite.title])
  return entries
}

const unitCounts = vitestCounts()
const e2eCounts = playwrightCounts()
const counts = [unitCounts, e2eCounts].filter((c): c is Counts => c !== undefined)
const passed = counts.reduce((sum, c) => sum + c.passed, 0)
// A failed step that produced no test counts (type errors, lint, a broken build) still counts as a failure.
const failedTests = counts.reduce((sum, c) => sum + c.failed, 0)
// The unit and e2e steps count their failed tests instead, unless they failed without any (a crash).
const failedSteps = [...failed].filter(
  (name) => (name !== 'unit' || (unitCounts?.failed ?? 0) === 0) && (name !== 'e2e' || (e2eCounts?.failed ?? 0) === 0),
)
// The journeys list their own failures at the end of their output, just above; any other step's
// reason would be pages up.
for (const [name, tail] of failedTails) {
  if (name === 'e2e') continue
  console.log(`\nThe last lines of the failed step "${name}":\n${tail.map((line) => `  | ${line}`).join('\n')}`)
}
const flaky = flakyJourneys()
if (flaky.length > 0) console.log(`\nPassed only on a retry:\n${flaky.join('\n')}`)
console.log(`\nSteps: ${timings.join(', ')}`)
if (failed.size > 0) console.log(`Failed steps: ${[...failed].join(', ')}`)
console.log(`${passed} passed, ${failedTests + failedSteps.length} failed`)
process.exit(failed.size > 0 ? 1 : 0)

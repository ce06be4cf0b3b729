/**
 * The performance budget check of the test command (`npm run budget`, a step of `npm test`):
 * byte counts only, so it is deterministic. Serves the site's production build (web/.next, or
 * NEXT_DIST_DIR) and a blank Next.js page built here with the same Next.js and React, opens
 * each page in Chromium as a phone and as a desktop, and checks BUDGET (budgets.ts).
 *
 * Why build the blank page rather than derive its JavaScript from the site's build: the blank
 * page's scripts are Next's framework chunks plus the small chunks of its own layout, and
 * Turbopack splits them differently per app (5 files in the site, 4 in a blank app, with the
 * same total within ~3%); deriving it from the `rootMainFiles` of an internal manifest would
 * leave out that layout chunk and tie the check to a manifest format Next does not document.
 * Building the blank app costs one `next build` of two files (about 20 s, a minute on a busy
 * 2-core machine), and the figure is then exactly the one the budget names.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, devices } from '@playwright/test'
import { createBlankApp } from './blankApp'
import { BUDGET_PAGES, type BudgetCheck, checkPageBudget, ON_DEMAND_LIBRARIES } from './budgets'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'
import { buildNextApp, type RunningServer, startNextApp } from './nextApp'
import { measurePageWeight } from './pageWeight'

const root = path.resolve(import.meta.dirname, '../..')
const webDir = path.join(root, 'web')
const distDir = process.env.NEXT_DIST_DIR || '.next'
/** The benchmark has 3700–3704; the budget check takes the top of the 3700s. */
const PORTS = { site: 3780, blank: 3781 }

/** A file of an installed package; the workspace hoists the site's dependencies to the root. */
function packageFile(file: string): string {
  const candidates = [path.join(root, 'node_modules', file), path.join(webDir, 'node_modules', file)]
  const found = candidates.find((candidate) => existsSync(candidate))
  if (!found) throw new Error(`${file} is not installed: run npm install`)
  return found
}

/**
 * Each library's marker must still be in its package (else an upgrade changed it) and in some
 * chunk of the site's build (else the check below could never see the library at all).
 */
function checkMarkers(): string[] {
  const chunksDir = path.join(webDir, distDir, 'static', 'chunks')
  const chunks = readdirSync(chunksDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(chunksDir, file), 'utf8'))
  const problems: string[] = []
  for (const library of ON_DEMAND_LIBRARIES) {
    const dist = readFileSync(packageFile(library.distFile), 'utf8')
    if (!dist.includes(library.marker)) {
      problems.push(`${library.distFile} no longer contains "${library.marker}": pick a new marker in budgets.ts`)
    } else if (!chunks.some((chunk) => chunk.includes(library.marker))) {
      problems.push(`no chunk in web/${distDir}/static contains "${library.marker}" (${library.name})`)
    }
  }
  return problems
}

const VIEWPORTS = { mobile: devices['Pixel 7'], desktop: devices['Desktop Chrome'] }

async function main() {
  if (!existsSync(path.join(webDir, distDir, 'BUILD_ID'))) {
    throw new Error(`No production build in web/${distDir}: run \`npm run build:web\` first`)
  }
  const markerProblems = checkMarkers()

  const blankApp = createBlankApp(root)
  const servers: RunningServer[] = []
  const results: { page: string; viewport: string; check: BudgetCheck }[] = []
  try {
    const logDir = blankApp.dir
    console.log(`Building the blank Next.js page (in ${blankApp.dir})`)
    await buildNextApp({ dir: blankApp.dir, distDir: '.next', logFile: path.join(logDir, 'build.log') })
    const blank = await startNextApp({
      dir: blankApp.dir,
      distDir: '.next',
      port: PORTS.blank,
      logFile: path.join(logDir, 'blank.log'),
    })
    servers.push(blank)
    const site = await startNextApp({
      dir: webDir,
      distDir,
      port: PORTS.site,
      // The budget never submits the form; keep any lead database out of web/.data all the same.
      env: { LEADS_DB_PATH: path.join(logDir, 'leads.sqlite') },
      logFile: path.join(logDir, 'site.log'),
    })
    servers.push(site)

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
    try {
      for (const [viewport, device] of Object.entries(VIEWPORTS)) {
        const measure = async (url: string) => {
          const context = await browser.newContext(device)
          try {
            return await measurePageWeight(await context.newPage(), url)
          } finally {
            await context.close()
          }
        }
        const blankJs = (await measure(`${blank.url}/`)).byKind.js.bytes
        for (const page of BUDGET_PAGES) {
          const weight = await measure(`${site.url}${page.path}`)
          for (const check of checkPageBudget(weight, page.role, blankJs)) {
            results.push({ page: page.path, viewport, check })
          }
        }
      }
    } finally {
      await browser.close()
    }
  } catch (error) {
    // Keep the build and server logs for whoever reads the error.
    throw new Error(`${error instanceof Error ? error.message : String(error)} (logs in ${blankApp.dir})`, {
      cause: error,
    })
  } finally {
    for (const server of servers) await server.stop()
  }
  blankApp.remove()

  // The byte figures and the LCP element's place always, the other checks only when they fail:
  // the step's output stays short.
  const alwaysShown = ['JS', 'total', 'LCP element within']
  for (const { page, viewport, check } of results) {
    if (check.ok && !alwaysShown.some((prefix) => check.name.startsWith(prefix))) continue
    console.log(`${check.ok ? '✓' : '✗'} ${page} (${viewport}) ${check.name}: ${check.detail}`)
  }
  for (const problem of markerProblems) console.log(`✗ ${problem}`)
  const missed = results.filter((r) => !r.check.ok).length
  const met = results.length - missed
  console.log(`\nPerformance budget: ${met} checks met, ${missed + markerProblems.length} not met`)
  if (missed + markerProblems.length > 0) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})

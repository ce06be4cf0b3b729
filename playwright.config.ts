import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from './scripts/bench/chromium'

/** Journeys run against the production build (`next build` first), in Debian's Chromium headless shell. */
const PORT = Number(process.env.E2E_PORT ?? 3100)
export const baseURL = `http://127.0.0.1:${PORT}`
/** The lead database the journeys' server writes; tests read it to see what was stored. */
export const E2E_LEADS_DB = path.resolve(import.meta.dirname, '.data', 'e2e', `leads-${PORT}.sqlite`)

/**
 * A second server, for tests/revalidation.spec.ts only: it serves the bundled dataset with a
 * content override that the journey edits, and verifies signed revalidation requests. It has a
 * copy of the build of its own, because `next start` writes revalidated pages back into its build
 * folder, where the main server (whose journeys expect the bundled content) would read them.
 */
const REVALIDATION_PORT = PORT + 1
export const revalidationBaseURL = `http://127.0.0.1:${REVALIDATION_PORT}`
export const E2E_CONTENT_OVERRIDE = path.resolve(
  import.meta.dirname,
  '.data',
  'e2e',
  `content-override-${REVALIDATION_PORT}.ndjson`,
)
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret-not-for-production'
const distDir = process.env.NEXT_DIST_DIR || '.next'

/**
 * The Vapi settings are inlined into the prerendered page at build time, so the voice demo's
 * configured journeys need a build of their own, made with test values and served on its own
 * port (the journeys block the voice API, so no real call is ever made).
 */
const VOICE_PORT = PORT + 2
export const voiceBaseURL = `http://127.0.0.1:${VOICE_PORT}`
/** The voice build's server keeps the booking form's real minimum fill time (2 s); its leads go here. */
export const VOICE_LEADS_DB = path.resolve(import.meta.dirname, '.data', 'e2e', `leads-${VOICE_PORT}.sqlite`)
const voiceDistDir = `${distDir}-voice-${VOICE_PORT}`
const revalidationDistDir = `${distDir}-revalidation-${REVALIDATION_PORT}`

export const chromium = {
  executablePath: HEADLESS_SHELL_PATH,
  args: [...CHROMIUM_FLAGS, '--disable-quic'],
}

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // One per core. Three were slower on this 2-core machine in the full browser (26.2 min of journeys
  // against 24.0 on the same slow afternoon, 2026-11-27: Chromium already keeps both cores busy), and
  // made timing-sensitive journeys fail; in the headless shell, no faster (12.3 min against 12.8 and
  // 13.5, 2026-11-29).
  workers: 2,
  // One retry, so that a journey whose timing a busy machine upset (two browsers and three
  // servers on two cores) does not fail the run; the test command names every journey that needed
  // it (scripts/run-tests.ts), so a real intermittent fault is seen, not hidden.
  retries: 1,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL,
    // Recorded on the retry only: a trace screenshots every frame, and the hero's dots draw a new
    // frame all the time, so recording every journey doubled the suite's time (36 to 17 min of
    // journeys on a slow day). A journey that fails twice keeps the trace of its second run.
    trace: 'on-first-retry',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  globalSetup: './tests/support/globalSetup.ts',
  webServer: [
    {
      command: `npm run start -w web -- --port ${PORT} --hostname 127.0.0.1`,
      env: {
        LEADS_DB_PATH: E2E_LEADS_DB,
        // Journeys fill the form in milliseconds and submit many times from one address;
        // the spam and rate limits have unit tests of their own.
        BOOKING_MIN_FILL_MS: '0',
        BOOKING_RATE_LIMIT_BURST: '100000',
      },
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
      stdout: 'pipe',
    },
    {
      command: [
        `rm -rf web/${revalidationDistDir}`,
        `cp -a web/${distDir} web/${revalidationDistDir}`,
        `npm run start -w web -- --port ${REVALIDATION_PORT} --hostname 127.0.0.1`,
      ].join(' && '),
      env: {
        NEXT_DIST_DIR: revalidationDistDir,
        CONTENT_OVERRIDE_PATH: E2E_CONTENT_OVERRIDE,
        SANITY_REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
        LEADS_DB_PATH: path.resolve(import.meta.dirname, '.data', 'e2e', `leads-${REVALIDATION_PORT}.sqlite`),
      },
      url: revalidationBaseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      command: `npm run build -w web && npm run start -w web -- --port ${VOICE_PORT} --hostname 127.0.0.1`,
      env: {
        NEXT_DIST_DIR: voiceDistDir,
        NEXT_PUBLIC_VAPI_PUBLIC_KEY: 'test-public-key',
        NEXT_PUBLIC_VAPI_ASSISTANT_ID: 'test-assistant',
        LEADS_DB_PATH: VOICE_LEADS_DB,
      },
      url: voiceBaseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: 'pipe',
    },
  ],
})

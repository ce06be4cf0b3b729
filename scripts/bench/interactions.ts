/**
 * Responsiveness after load: how long the landing page takes to answer its common interactions
 * on an emulated phone (Pixel 7, with the 4× CPU slowdown Lighthouse's mobile preset takes for a
 * mid-range phone), read from the Event Timing API the way INP is: per interaction, its longest
 * event's duration, from the tap to the frame that shows the result. Also how busy the main
 * thread is at rest with the page scrolled down to the form: that work delays the next tap.
 * Lighthouse's navigation runs measure none of this.
 */
import { type Browser, devices, type Locator, type Page } from '@playwright/test'
import { median } from './stats'

const CPU_SLOWDOWN = 4
const IDLE_SECONDS = 3

type Step = {
  name: string
  /** Done before the measurement starts: what to tap, scrolled into view. */
  target: (page: Page) => Locator
  /** The measured interaction; a tap on the target unless said otherwise. */
  act?: (page: Page) => Promise<void>
}

const STEPS: Step[] = [
  { name: 'Open the menu', target: (page) => page.getByRole('button', { name: 'Open menu' }) },
  {
    name: 'Close the menu',
    target: (page) => page.locator('#mobile-menu').getByRole('button', { name: 'Close menu' }),
  },
  { name: 'Open a service window', target: (page) => page.getByRole('button', { name: /^Learn More/ }).first() },
  {
    name: 'Close the service window',
    target: (page) => page.locator('dialog[open]').getByRole('button', { name: 'Close', exact: true }).first(),
  },
  { name: 'Switch the pricing tab', target: (page) => page.getByRole('tab', { name: 'Websites & Apps' }) },
  {
    name: 'Open an FAQ answer',
    target: (page) => page.locator('#faq').getByRole('heading', { level: 3 }).getByRole('button').first(),
  },
  { name: 'Focus the name field', target: (page) => page.locator('#booking-name') },
  {
    name: 'Type a letter',
    target: (page) => page.locator('#booking-name'),
    act: (page) => page.keyboard.press('a'),
  },
  { name: 'Open the menu again', target: (page) => page.getByRole('button', { name: 'Open menu' }) },
  {
    name: 'Open the voice demo from the menu',
    target: (page) => page.locator('#mobile-menu').getByRole('button', { name: 'Try AI Demo' }),
  },
  {
    name: 'Close the voice demo',
    target: (page) => page.locator('#voice-demo').getByRole('button', { name: 'Close', exact: true }),
  },
  {
    name: 'Accept cookies',
    target: (page) => page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }),
  },
]

export type InteractionResult = {
  cpuSlowdown: number
  runs: number
  steps: { name: string; medianMs: number; maxMs: number }[]
  /** Per visit the longest of its interactions (INP for a visit this short), median over visits. */
  worstPerVisitMs: number
  /** Main-thread task time while the page sits still, scrolled to the form, as a share of the time. */
  idleBusyShare: number
}

declare global {
  interface Window {
    __interactionDurations?: { start: number; duration: number }[]
  }
}

/** Installed before the page's scripts: every event entry that belongs to an interaction. */
function recordInteractions() {
  window.__interactionDurations = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) {
        window.__interactionDurations?.push({ start: entry.startTime, duration: entry.duration })
      }
    }
    // durationThreshold is missing from TypeScript's DOM types; 16 ms is the smallest it allows.
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit)
}

/** Two frames and a pause: the interaction's frame is shown and its entries delivered. */
const settle = (page: Page, ms: number) =>
  page
    .waitForTimeout(ms)
    .then(() =>
      page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null))))),
    )

/** The longest event of any interaction that began after `since` (0 below the 16 ms threshold). */
const longestSince = (page: Page, since: number) =>
  page.evaluate(
    (t) => Math.max(0, ...(window.__interactionDurations ?? []).filter((e) => e.start >= t).map((e) => e.duration)),
    since,
  )

async function visit(browser: Browser, url: string) {
  const context = await browser.newContext(devices['Pixel 7'])
  try {
    const page = await context.newPage()
    await page.addInitScript(recordInteractions)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForTimeout(3000)

    const durations: number[] = []
    for (const step of STEPS) {
      const target = step.target(page)
      await target.scrollIntoViewIfNeeded()
      await settle(page, 600)
      const since = await page.evaluate(() => performance.now())
      await (step.act ? step.act(page) : target.tap())
      await settle(page, 1200)
      durations.push(await longestSince(page, since))
    }

    await page.locator('#booking').scrollIntoViewIfNeeded()
    await settle(page, 1500)
    await cdp.send('Performance.enable')
    const taskSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0
    const before = await taskSeconds()
    await page.waitForTimeout(IDLE_SECONDS * 1000)
    const idleBusyShare = ((await taskSeconds()) - before) / IDLE_SECONDS
    return { durations, idleBusyShare }
  } finally {
    await context.close()
  }
}

export async function measureInteractions(browser: Browser, url: string, runs: number): Promise<InteractionResult> {
  const visits: Awaited<ReturnType<typeof visit>>[] = []
  for (let run = 0; run < runs; run++) visits.push(await visit(browser, url))
  return {
    cpuSlowdown: CPU_SLOWDOWN,
    runs,
    steps: STEPS.map((step, index) => {
      const values = visits.map((v) => v.durations[index] ?? 0)
      return { name: step.name, medianMs: median(values), maxMs: Math.max(...values) }
    }),
    worstPerVisitMs: median(visits.map((v) => Math.max(...v.durations))),
    idleBusyShare: median(visits.map((v) => v.idleBusyShare)),
  }
}

/**
 * What a page costs while it sits still at the top, as a visitor reading the hero leaves it: the
 * CPU time of every Chromium process this benchmark started (renderer, GPU process and browser),
 * as a share of one core. Compositing and drawing happen outside the page's main thread, where
 * the main-thread figures of `interactions.ts` do not look: a backdrop blur over the hero's
 * drifting dots, drawn again every frame, kept a resting landing page over a core busy here.
 * Chromium here draws in software; a phone's GPU does some of this work more cheaply, but it
 * still costs its battery.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import type { Browser, BrowserContextOptions } from '@playwright/test'
import { median } from './stats'

const SETTLE_MS = 3000
const SAMPLE_MS = 6000

const clockTicksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

type ProcessStat = { pid: number; parent: number; command: string; ticks: number }

function readStat(pid: string): ProcessStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command sits in parentheses and may itself hold spaces or parentheses.
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // After the command: state, ppid, …; utime and stime are the 12th and 13th from there.
    return {
      pid: Number(pid),
      parent: Number(fields[1]),
      command,
      ticks: Number(fields[11]) + Number(fields[12]),
    }
  } catch {
    return undefined // it ended while being read
  }
}

/** CPU ticks so far of every Chromium process descended from this one (Playwright launches them). */
function chromiumTicks(): number {
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(readStat)
    .filter((stat): stat is ProcessStat => stat !== undefined)
  const byPid = new Map(stats.map((stat) => [stat.pid, stat]))
  const descendsFromUs = (stat: ProcessStat) => {
    for (let parent = stat.parent, hops = 0; parent > 1 && hops < 64; hops++) {
      if (parent === process.pid) return true
      parent = byPid.get(parent)?.parent ?? 0
    }
    return false
  }
  return stats
    .filter((stat) => /chrom/i.test(stat.command) && descendsFromUs(stat))
    .reduce((sum, stat) => sum + stat.ticks, 0)
}

/** The share of one core Chromium spends on `url` at rest at its top, median of `runs` visits. */
export async function measureRestingCpu(
  browser: Browser,
  url: string,
  device: BrowserContextOptions,
  runs: number,
): Promise<number> {
  const shares: number[] = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext(device)
    try {
      const page = await context.newPage()
      await page.goto(url, { waitUntil: 'networkidle' })
      // Past the page's start-up and the cookie banner's arrival a second after load.
      await page.waitForTimeout(SETTLE_MS)
      const before = chromiumTicks()
      await page.waitForTimeout(SAMPLE_MS)
      shares.push((chromiumTicks() - before) / clockTicksPerSecond / (SAMPLE_MS / 1000))
    } finally {
      await context.close()
    }
  }
  return median(shares)
}

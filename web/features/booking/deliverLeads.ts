import { DeliveryError, type LeadSink } from './airtableSink'
import type { LeadStore } from './leadStore'

const BASE_BACKOFF_MS = 5_000
const MAX_BACKOFF_MS = 60 * 60 * 1000

/** 5 s, 10 s, 20 s … capped at an hour; never sooner than the service asked. */
export function nextAttemptDelay(attempts: number, retryAfterMs = 0): number {
  const exponential = Math.min(BASE_BACKOFF_MS * 2 ** attempts, MAX_BACKOFF_MS)
  return Math.max(exponential, retryAfterMs)
}

export type DeliveryReport = { delivered: number; failed: number }

const inFlight = new WeakMap<LeadStore, Promise<DeliveryReport>>()

/**
 * Delivers every due lead from the outbox, one at a time, marking each delivered only after
 * the sink confirmed it. One pass per store at a time: a second caller joins the running pass
 * rather than sending the same leads in parallel.
 */
export function deliverDueLeads(store: LeadStore, sink: LeadSink, now: () => Date = () => new Date()) {
  const running = inFlight.get(store)
  if (running) return running
  const pass = runPass(store, sink, now).finally(() => inFlight.delete(store))
  inFlight.set(store, pass)
  return pass
}

async function runPass(store: LeadStore, sink: LeadSink, now: () => Date): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: 0, failed: 0 }
  for (const lead of store.due(now())) {
    try {
      await sink.send(lead)
      store.markDelivered(lead.id, now())
      report.delivered++
    } catch (error) {
      const retryAfter = error instanceof DeliveryError ? error.retryAfterMs : undefined
      const message = error instanceof Error ? error.message : String(error)
      store.markFailed(lead.id, message, new Date(now().getTime() + nextAttemptDelay(lead.attempts, retryAfter)))
      report.failed++
      // A rate limit applies to every request: stop this pass and let the backoff pace the rest.
      if (retryAfter) break
    }
  }
  return report
}

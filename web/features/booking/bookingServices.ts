import 'server-only'
import path from 'node:path'
import { serverEnv } from '@/config/serverEnv'
import { type AirtableSink, createAirtableSink } from './airtableSink'
import { deliverDueLeads } from './deliverLeads'
import { LeadStore } from './leadStore'
import { MemoryRateLimiter } from './rateLimiter'

/** The booking feature's long-lived parts, created once per server process. */
let store: LeadStore | undefined
let sink: AirtableSink | null | undefined

export function leadStore(): LeadStore {
  store ??= new LeadStore(path.resolve(/*turbopackIgnore: true*/ process.cwd(), serverEnv.leadsDbPath))
  return store
}

/** Airtable when configured; null means the local database is where leads live. */
export function leadSink(): AirtableSink | null {
  if (sink === undefined) sink = serverEnv.airtable ? createAirtableSink(serverEnv.airtable) : null
  return sink
}

export const rateLimiter = new MemoryRateLimiter(serverEnv.bookingRateLimit.burst, serverEnv.bookingRateLimit.refillMs)

/** Delivers due leads to Airtable, if it is configured. Safe to call often: passes never overlap. */
export async function deliverPendingLeads() {
  const target = leadSink()
  if (!target) return
  try {
    const report = await deliverDueLeads(leadStore(), target)
    if (report.failed > 0)
      console.warn(`Lead delivery: ${report.delivered} delivered, ${report.failed} will be retried`)
  } catch (error) {
    console.error('Lead delivery pass failed', error)
  }
}

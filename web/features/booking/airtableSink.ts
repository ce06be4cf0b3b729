import Airtable from 'airtable'
import type { Lead } from './leadStore'

export type AirtableSettings = {
  apiKey: string
  baseId: string
  tableName: string
  endpointUrl: string
  /** Optional text field holding the submission id; with it, delivery is idempotent by id. */
  submissionIdField?: string
  requestTimeoutMs: number
}

/** Why a delivery failed, and when it is worth trying again. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message)
  }
}

export interface LeadSink {
  /** Delivers one lead; delivering the same lead again must not create a second record. */
  send(lead: Lead): Promise<void>
}

/** Airtable as the site uses it: delivers leads, and deletes a person's records on request. */
export interface AirtableSink extends LeadSink {
  /** Deletes every record whose Email matches, whatever its letter case; returns how many. */
  forget(email: string): Promise<number>
}

/** Airtable deletes at most 10 records per request (its API reference, "Delete multiple records"). */
const DELETE_BATCH = 10

/** A string literal in an Airtable formula: double quotes, with backslashes and quotes escaped. */
export function formulaString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

/** The record of spec section 7: table 'Consultation Bookings', these six fields, Status 'Booked'. */
export function toAirtableFields(lead: Lead, submissionIdField?: string): Record<string, string> {
  return {
    Name: lead.name,
    'Business description': lead.businessNiche,
    Email: lead.email,
    'Phone number': lead.phone,
    'Desired solution': lead.interest,
    Status: 'Booked',
    ...(submissionIdField ? { [submissionIdField]: lead.id } : {}),
  }
}

/**
 * Airtable imposes a 30-second penalty after a 429 (its API docs); ask again no sooner.
 * https://airtable.com/developers/web/api/rate-limits
 */
export const AIRTABLE_RATE_LIMIT_PENALTY_MS = 30_000

/**
 * Sends leads with the official `airtable` client. Its defaults are dangerous for a form:
 * it retries 429s forever and waits 5 minutes for an answer (its own source), so both are
 * bounded here and retrying is left to the outbox with its backoff.
 *
 * Each lead is written as an upsert (PATCH with performUpsert), never a plain create: when a
 * response is lost after Airtable stored the record, the retry finds and updates that record
 * instead of adding a duplicate. It merges on the submission id when the table has a field for
 * it, and otherwise on Email, Name and Desired solution, which a retry repeats exactly.
 */
export function createAirtableSink(settings: AirtableSettings): AirtableSink {
  const table = new Airtable({
    apiKey: settings.apiKey,
    endpointUrl: settings.endpointUrl,
    noRetryIfRateLimited: true,
    requestTimeout: settings.requestTimeoutMs,
  })
    .base(settings.baseId)
    .table(settings.tableName)
  const fieldsToMergeOn = settings.submissionIdField
    ? [settings.submissionIdField]
    : ['Email', 'Name', 'Desired solution']

  return {
    async send(lead) {
      const records = [{ fields: toAirtableFields(lead, settings.submissionIdField) }]
      try {
        // The client's types require record ids, which an upsert does not have.
        await table.update(
          records as unknown as Parameters<typeof table.update>[0],
          {
            performUpsert: { fieldsToMergeOn },
          } as unknown as Parameters<typeof table.update>[1],
        )
      } catch (error) {
        throw toDeliveryError(error)
      }
    },

    async forget(email) {
      try {
        const found = await table
          .select({
            filterByFormula: `LOWER({Email}) = ${formulaString(email.trim().toLowerCase())}`,
            fields: ['Email'],
          })
          .all()
        const ids = found.map((record) => record.id)
        for (let start = 0; start < ids.length; start += DELETE_BATCH) {
          await table.destroy(ids.slice(start, start + DELETE_BATCH))
        }
        return ids.length
      } catch (error) {
        throw toDeliveryError(error)
      }
    },
  }
}

function toDeliveryError(error: unknown): DeliveryError {
  const status =
    typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined
  const message =
    error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)
      ? String((error as { message: unknown }).message)
      : String(error)
  if (status === 429) return new DeliveryError(`Airtable rate limit (429): ${message}`, AIRTABLE_RATE_LIMIT_PENALTY_MS)
  return new DeliveryError(
    status ? `Airtable answered ${String(status)}: ${message}` : `Airtable unreachable: ${message}`,
  )
}

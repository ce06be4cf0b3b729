import type { AirtableSink } from './airtableSink'
import type { LeadStore } from './leadStore'

export type ForgetReport = {
  /** Leads deleted from the local database. */
  local: number
  /** Records deleted from Airtable, or null when it is not configured. */
  airtable: number | null
  /** Of the local leads, those not yet delivered when they were deleted. */
  wereUndelivered: number
}

/**
 * Deletes everything stored about one email address: a visitor's request under the Privacy
 * Policy's "Your Rights" (`npm run leads -- forget`). The local database goes first, so the
 * outbox stops delivering those leads before Airtable's copies are deleted. A delivery already
 * under way in the site's server at that moment can still add its record to Airtable afterwards;
 * `wereUndelivered` tells the caller when that is possible, and running it again is safe.
 */
export async function forgetLeads(
  email: string,
  store: LeadStore,
  airtable: AirtableSink | null,
): Promise<ForgetReport> {
  const deleted = store.forget(email)
  return {
    local: deleted.length,
    airtable: airtable ? await airtable.forget(email) : null,
    wereUndelivered: deleted.filter((lead) => lead.deliveredAt === null).length,
  }
}

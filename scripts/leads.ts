/**
 * Staff's view of the local lead database.
 *
 *   npm run leads                 list every lead and whether it reached Airtable
 *   npm run leads -- export       print all leads as CSV (npm run leads -- export > leads.csv)
 *   npm run leads -- deliver      deliver pending leads to Airtable now
 *
 * Runs in web/ with the site's own settings (LEADS_DB_PATH, AIRTABLE_*), so it reads the same
 * database the site writes.
 */
import { deliverPendingLeads, leadSink, leadStore } from '../web/features/booking/bookingServices'
import { leadsToCsv } from '../web/features/booking/leadsCsv'

const command = process.argv[2] ?? 'list'
const store = leadStore()

if (command === 'export') {
  process.stdout.write(leadsToCsv(store.all()))
} else if (command === 'deliver') {
  if (!leadSink()) {
    console.error('Airtable is not configured (AIRTABLE_API_KEY, AIRTABLE_BASE_ID); leads stay in the local database.')
    process.exit(1)
  }
  await deliverPendingLeads()
  const pending = store.all().filter((lead) => lead.deliveredAt === null)
  console.log(
    pending.length === 0 ? 'All leads delivered.' : `${pending.length} lead(s) still pending; see "npm run leads".`,
  )
} else if (command === 'list') {
  const leads = store.all()
  const delivering = leadSink() !== null
  console.table(
    leads.map((lead) => ({
      submitted: lead.createdAt,
      name: lead.name,
      email: lead.email,
      interest: lead.interest,
      airtable: !delivering
        ? 'not configured'
        : lead.deliveredAt
          ? 'delivered'
          : `pending${lead.lastError ? ` (${lead.lastError})` : ''}`,
    })),
  )
  console.log(`${leads.length} lead(s).`)
} else {
  console.error(`Unknown command "${command}". Use list, export or deliver.`)
  process.exit(1)
}

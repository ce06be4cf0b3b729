/**
 * Staff's view of the local lead database.
 *
 *   npm run leads                 list every lead and whether it reached Airtable
 *   npm run leads -- export       print all leads as CSV (npm run leads -- export > leads.csv)
 *   npm run leads -- deliver      deliver pending leads to Airtable now
 *   npm run leads -- forget EMAIL delete everything stored about that address, here and in Airtable
 *
 * Runs in web/ with the site's own settings (LEADS_DB_PATH, AIRTABLE_*), so it reads the same
 * database the site writes.
 */
import { deliverPendingLeads, leadSink, leadStore } from '../web/features/booking/bookingServices'
import { forgetLeads } from '../web/features/booking/forgetLeads'
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
} else if (command === 'forget') {
  const email = process.argv[3]?.trim()
  if (!email) {
    console.error('Usage: npm run leads -- forget someone@example.com')
    process.exit(1)
  }
  try {
    const report = await forgetLeads(email, store, leadSink())
    console.log(`Deleted ${report.local} lead(s) for ${email} from the local database.`)
    if (report.airtable === null) console.log('Airtable is not configured: nothing to delete there.')
    else console.log(`Deleted ${report.airtable} record(s) for ${email} from Airtable.`)
    if (report.airtable !== null && report.wereUndelivered > 0) {
      console.log(
        `${report.wereUndelivered} of them had not reached Airtable yet; a delivery the site had already started may still add one. Run this again in a minute to be sure.`,
      )
    }
  } catch (error) {
    console.error(`The local leads are deleted, but Airtable could not be cleared: ${String(error)}. Run this again.`)
    process.exit(1)
  }
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
  console.error(`Unknown command "${command}". Use list, export, deliver or forget.`)
  process.exit(1)
}

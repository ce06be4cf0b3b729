/**
 * Runs once when the server starts. With Airtable configured, leads still in the outbox
 * (a failed delivery, or a restart mid-flight) are delivered now and then retried on a timer,
 * without waiting for the next visitor to submit.
 */
const OUTBOX_INTERVAL_MS = 15_000

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { deliverPendingLeads, leadSink } = await import('./features/booking/bookingServices')
  if (!leadSink()) return
  void deliverPendingLeads()
  setInterval(() => void deliverPendingLeads(), OUTBOX_INTERVAL_MS).unref()
}

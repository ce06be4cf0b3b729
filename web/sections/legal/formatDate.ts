/**
 * "January 27, 2025" from a Sanity date field ("2025-01-27"). The date is a calendar day with
 * no time zone, so it is read and written in UTC: any server or visitor time zone shows the
 * same day.
 */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

export function formatLongDate(isoDate: string): string {
  const date = new Date(isoDate)
  if (Number.isNaN(date.getTime())) throw new Error(`"${isoDate}" is not a date (expected YYYY-MM-DD).`)
  return LONG_DATE.format(date)
}

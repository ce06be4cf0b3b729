import type { Lead } from './leadStore'

const COLUMNS: [string, (lead: Lead) => string][] = [
  ['Submitted', (lead) => lead.createdAt],
  ['Name', (lead) => lead.name],
  ['Email', (lead) => lead.email],
  ['Phone number', (lead) => lead.phone],
  ['Business description', (lead) => lead.businessNiche],
  ['Desired solution', (lead) => lead.interest],
  ['Delivered to Airtable', (lead) => lead.deliveredAt ?? ''],
  ['Submission id', (lead) => lead.id],
]

/**
 * One CSV cell (RFC 4180 quoting). A value a spreadsheet would run as a formula (=, +, -, @)
 * is prefixed with an apostrophe, so a visitor cannot plant a formula in a colleague's sheet.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function leadsToCsv(leads: Lead[]): string {
  const lines = [COLUMNS.map(([title]) => csvCell(title)).join(',')]
  for (const lead of leads) lines.push(COLUMNS.map(([, read]) => csvCell(read(lead))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

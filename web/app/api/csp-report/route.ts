import { readBodyWithLimit } from '@/lib/readBodyWithLimit'
/**
 * Where browsers send Content-Security-Policy violation reports (`report-uri` and the Reporting
 * API's `report-to`, see web/config/securityHeaders.ts). Each report becomes one log line on the
 * server; nothing is stored and no third party is involved.
 *
 * Anyone can post here, so the route reads at most MAX_REPORT_BYTES and logs only a few short
 * fields, each cut to a bounded length, so a hostile client cannot flood the log.
 */

/** A real report is well under 4 KiB; the Reporting API may batch a few. */
export const MAX_REPORT_BYTES = 16 * 1024
const MAX_FIELD_CHARS = 300

type Violation = { document: string; blocked: string; directive: string; source: string }

const field = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_FIELD_CHARS) : '')

/** `report-uri` sends `{"csp-report": {...}}` (kebab-case); `report-to` sends `[{type, body: {...}}]` (camelCase). */
function violations(payload: unknown): Violation[] {
  const reports = Array.isArray(payload) ? payload.slice(0, 20) : [payload]
  const found: Violation[] = []
  for (const report of reports) {
    if (typeof report !== 'object' || report === null) continue
    const legacy = (report as Record<string, unknown>)['csp-report']
    const body = (report as Record<string, unknown>).body
    if (typeof legacy === 'object' && legacy !== null) {
      const r = legacy as Record<string, unknown>
      found.push({
        document: field(r['document-uri']),
        blocked: field(r['blocked-uri']),
        directive: field(r['effective-directive'] ?? r['violated-directive']),
        source: field(r['source-file']),
      })
    } else if (typeof body === 'object' && body !== null) {
      const r = body as Record<string, unknown>
      found.push({
        document: field(r.documentURL),
        blocked: field(r.blockedURL),
        directive: field(r.effectiveDirective),
        source: field(r.sourceFile),
      })
    }
  }
  return found
}

export async function POST(request: Request): Promise<Response> {
  const body = await readBodyWithLimit(request, MAX_REPORT_BYTES)
  if (body === null) return new Response(null, { status: 413 })
  let payload: unknown
  try {
    payload = JSON.parse(body)
  } catch {
    return new Response(null, { status: 400 })
  }
  const found = violations(payload)
  if (found.length === 0) return new Response(null, { status: 400 })
  for (const violation of found) console.warn('CSP violation', JSON.stringify(violation))
  return new Response(null, { status: 204 })
}

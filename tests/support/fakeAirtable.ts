import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How the fake answers one request, to exercise every failure a real network produces. */
export type Fault =
  | 'ok'
  | '429'
  | '500'
  | '503'
  /** Answers only after `slowMs`, past a short client timeout. */
  | 'slow'
  /** Closes the connection without answering, before storing anything. */
  | 'drop'
  /** Stores the record, then closes the connection: the client never learns it succeeded. */
  | 'lost-response'

export type FakeRecord = { id: string; fields: Record<string, unknown> }

/**
 * The "Consultation Bookings" table's columns as the spec lists them, written out here rather than
 * taken from the product's field mapping, so a test against this table catches a renamed column.
 */
export const SPEC_TABLE_FIELDS = ['Name', 'Business description', 'Email', 'Phone number', 'Desired solution', 'Status']

type Options = {
  token: string
  baseId: string
  tableName: string
  /** The table's columns; any other field name gets Airtable's 422 UNKNOWN_FIELD_NAME. */
  fields: string[]
  faults?: (request: { method: string; count: number }) => Fault
  slowMs?: number
}

/**
 * A local stand-in for Airtable's records endpoint (POST create, PATCH with performUpsert, GET
 * filtered by the one formula the site sends, DELETE by ids), with bearer authentication and
 * fault injection. Tests point the real `airtable` client at it through `endpointUrl`, so the
 * product's code runs unchanged up to the HTTP boundary.
 */
export class FakeAirtable {
  readonly records: FakeRecord[] = []
  requests = 0
  private server: Server | undefined
  private nextId = 1

  constructor(private readonly options: Options) {}

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req, res)
    })
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve))
    const { port: actual } = this.server.address() as AddressInfo
    return `http://127.0.0.1:${actual}`
  }

  async stop() {
    this.server?.closeAllConnections()
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const count = ++this.requests
    const body = await readBody(req)
    const path = `/v0/${this.options.baseId}/${encodeURIComponent(this.options.tableName)}`
    if (req.url?.split('?')[0]?.replace(/\/$/, '') !== path) return send(res, 404, { error: 'NOT_FOUND' })
    if (req.headers.authorization !== `Bearer ${this.options.token}`) {
      return send(res, 401, { error: { type: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' } })
    }
    const fault = this.options.faults?.({ method: req.method ?? '', count }) ?? 'ok'
    if (fault === 'drop') return req.socket.destroy()
    if (fault === '429') return send(res, 429, { errors: [{ error: 'RATE_LIMIT_REACHED' }] })
    if (fault === '500' || fault === '503') return send(res, Number(fault), { error: 'SERVER_ERROR' })
    if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, this.options.slowMs ?? 2000))
    const query = new URL(req.url ?? '', 'http://fake').searchParams
    if (req.method === 'GET') return this.list(res, query)
    if (req.method === 'DELETE') return this.destroy(res, query)

    let payload: { records?: { fields?: Record<string, unknown> }[]; performUpsert?: { fieldsToMergeOn?: string[] } }
    try {
      payload = JSON.parse(body)
    } catch {
      return send(res, 422, { error: { type: 'INVALID_REQUEST_BODY' } })
    }
    const incoming = payload.records ?? []
    for (const record of incoming) {
      const unknown = Object.keys(record.fields ?? {}).filter((name) => !this.options.fields.includes(name))
      if (unknown.length > 0) {
        return send(res, 422, { error: { type: 'UNKNOWN_FIELD_NAME', message: `Unknown field name: "${unknown[0]}"` } })
      }
    }
    const stored: FakeRecord[] = []
    const mergeOn = payload.performUpsert?.fieldsToMergeOn
    if (req.method === 'PATCH' && !mergeOn) return send(res, 422, { error: { type: 'INVALID_RECORDS' } })
    for (const record of incoming) {
      const fields = record.fields ?? {}
      const match = mergeOn
        ? this.records.filter((existing) => mergeOn.every((name) => existing.fields[name] === fields[name]))
        : []
      if (match.length > 1) return send(res, 422, { error: { type: 'INVALID_MULTIPLE_CHOICE_OPTIONS' } })
      if (match[0]) {
        Object.assign(match[0].fields, fields)
        stored.push(match[0])
      } else {
        const created = { id: `rec${String(this.nextId++).padStart(14, '0')}`, fields: { ...fields } }
        this.records.push(created)
        stored.push(created)
      }
    }
    if (fault === 'lost-response') return req.socket.destroy()
    send(res, 200, {
      records: stored.map((record) => ({
        id: record.id,
        createdTime: new Date().toISOString(),
        fields: record.fields,
      })),
    })
  }

  /** Lists records; the only filter understood is the site's `LOWER({Email}) = "…"`. */
  private list(res: ServerResponse, query: URLSearchParams) {
    const formula = query.get('filterByFormula')
    const match = formula?.match(/^LOWER\(\{Email\}\) = "((?:[^"\\]|\\.)*)"$/)
    if (formula && !match) return send(res, 422, { error: { type: 'INVALID_FILTER_BY_FORMULA' } })
    const wanted = match?.[1]?.replace(/\\(.)/g, '$1')
    const found = this.records.filter(
      (record) => wanted === undefined || String(record.fields.Email ?? '').toLowerCase() === wanted,
    )
    send(res, 200, { records: found.map((record) => ({ id: record.id, createdTime: '', fields: record.fields })) })
  }

  /** Deletes up to 10 records by id, as Airtable does; more is its 422. */
  private destroy(res: ServerResponse, query: URLSearchParams) {
    const ids = query.getAll('records[]')
    if (ids.length === 0 || ids.length > 10) return send(res, 422, { error: { type: 'INVALID_REQUEST' } })
    const missing = ids.find((id) => !this.records.some((record) => record.id === id))
    if (missing) return send(res, 404, { error: { type: 'MODEL_ID_NOT_FOUND' } })
    for (const id of ids)
      this.records.splice(
        this.records.findIndex((record) => record.id === id),
        1,
      )
    send(res, 200, { records: ids.map((id) => ({ id, deleted: true })) })
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

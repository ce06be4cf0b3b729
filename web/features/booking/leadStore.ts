import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { Booking } from './bookingSchema'

/** A lead as stored: the booking, its submission id, and where it stands in delivery. */
export type Lead = Booking & {
  id: string
  createdAt: string
  deliveredAt: string | null
  attempts: number
  nextAttemptAt: string | null
  lastError: string | null
}

type LeadRow = {
  id: string
  name: string
  email: string
  phone: string
  business_niche: string
  interest: string
  created_at: string
  delivered_at: string | null
  attempts: number
  next_attempt_at: string | null
  last_error: string | null
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS leads (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL,
    business_niche TEXT NOT NULL,
    interest TEXT NOT NULL,
    created_at TEXT NOT NULL,
    delivered_at TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT,
    last_error TEXT
  );
  CREATE INDEX IF NOT EXISTS leads_pending ON leads (delivered_at, next_attempt_at);
  -- sameDetailsSince reads the last day's leads only, not the whole table (14 ms at 100,000 leads).
  CREATE INDEX IF NOT EXISTS leads_received ON leads (created_at);
`

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    businessNiche: row.business_niche,
    interest: row.interest as Booking['interest'],
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
  }
}

/**
 * The local lead database (Node's built-in SQLite, no native build). It is the system of record
 * when Airtable is not configured, and the durable outbox when it is: a lead is committed here
 * before the visitor is told it was received. The submission id is the primary key, so a
 * repeated submission can never become a second lead.
 */
export class LeadStore {
  private readonly db: DatabaseSync

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true })
    this.db = new DatabaseSync(file)
    // WAL lets the leads command read while the site writes; busy_timeout waits out a writer.
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA synchronous = FULL;')
    this.db.exec(SCHEMA)
  }

  /** Stores a lead once. Returns false when that submission id was already stored. */
  insert(id: string, booking: Booking, now = new Date()): boolean {
    const result = this.db
      .prepare(
        `INSERT OR IGNORE INTO leads (id, name, email, phone, business_niche, interest, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(id, booking.name, booking.email, booking.phone, booking.businessNiche, booking.interest, now.toISOString())
    return Number(result.changes) === 1
  }

  get(id: string): Lead | undefined {
    const row = this.db.prepare('SELECT * FROM leads WHERE id = ?').get(id) as LeadRow | undefined
    return row ? toLead(row) : undefined
  }

  /** Undelivered leads whose next attempt is due, oldest first. */
  due(now = new Date(), limit = 50): Lead[] {
    const rows = this.db
      .prepare(
        `SELECT * FROM leads WHERE delivered_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
         ORDER BY created_at LIMIT ?`,
      )
      .all(now.toISOString(), limit) as LeadRow[]
    return rows.map(toLead)
  }

  /**
   * The id of a lead with these details, whatever their letter case, received at `since` or later,
   * if there is one.
   */
  sameDetailsSince(booking: Booking, since: Date): string | undefined {
    const row = this.db
      .prepare(
        `SELECT id FROM leads WHERE lower(name) = lower(?) AND lower(email) = lower(?) AND lower(phone) = lower(?)
           AND lower(business_niche) = lower(?) AND interest = ? AND created_at >= ?
         ORDER BY created_at LIMIT 1`,
      )
      .get(booking.name, booking.email, booking.phone, booking.businessNiche, booking.interest, since.toISOString()) as
      | { id: string }
      | undefined
    return row?.id
  }

  markDelivered(id: string, now = new Date()) {
    this.db.prepare('UPDATE leads SET delivered_at = ?, last_error = NULL WHERE id = ?').run(now.toISOString(), id)
  }

  markFailed(id: string, error: string, nextAttemptAt: Date) {
    this.db
      .prepare('UPDATE leads SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?')
      .run(error.slice(0, 500), nextAttemptAt.toISOString(), id)
  }

  /**
   * Deletes every lead sent with this email address, whatever its letter case (a privacy request,
   * `npm run leads -- forget`). Returns the leads deleted, as they were.
   */
  forget(email: string): Lead[] {
    const rows = this.db.prepare('DELETE FROM leads WHERE lower(email) = lower(?) RETURNING *').all(email.trim())
    return (rows as LeadRow[]).map(toLead)
  }

  all(): Lead[] {
    return (this.db.prepare('SELECT * FROM leads ORDER BY created_at').all() as LeadRow[]).map(toLead)
  }

  close() {
    this.db.close()
  }
}

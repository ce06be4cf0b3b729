import { existsSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { E2E_LEADS_DB } from '../../playwright.config'

export type StoredLead = { name: string; email: string; phone: string; business_niche: string; interest: string }

/** An address no other test uses, so each test can find its own leads with leadsWithEmail. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

/**
 * The leads the journeys' server (or the one at `database`) has stored with this email (each test
 * uses its own address).
 */
export function leadsWithEmail(email: string, database = E2E_LEADS_DB): StoredLead[] {
  // The server creates its database with the first lead; before that there are none.
  if (!existsSync(database)) return []
  const db = new DatabaseSync(database, { readOnly: true })
  try {
    return db
      .prepare('SELECT name, email, phone, business_niche, interest FROM leads WHERE email = ?')
      .all(email) as StoredLead[]
  } finally {
    db.close()
  }
}

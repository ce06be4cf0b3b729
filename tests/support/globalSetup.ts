import { rmSync } from 'node:fs'
import { E2E_LEADS_DB } from '../../playwright.config'

/** Every run starts from an empty lead database (its own, by port: other runs may share the folder). */
export default function globalSetup() {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${E2E_LEADS_DB}${suffix}`, { force: true })
}

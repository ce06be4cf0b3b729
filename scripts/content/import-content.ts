/**
 * npm run content:import -- [--dataset production] [--replace | --missing] [any `sanity dataset import` flag]
 *
 * Imports the bundled dataset, images included, into the Sanity project the Studio edits
 * (SANITY_STUDIO_PROJECT_ID). Run `npx sanity login` in studio/ first, or set SANITY_AUTH_TOKEN.
 * --replace overwrites documents that already exist; without it the import stops at the first one.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseDocuments, serializeDocuments, withAbsoluteAssetUrls } from './datasetFiles'
import { datasetName, requireProject, runSanity, runScript, seedFile, takeFlag } from './sanityCli'

runScript(() => {
  const args = process.argv.slice(2)
  const source = path.resolve(takeFlag(args, '--source') ?? seedFile)
  const dataset = datasetName(args)
  requireProject(args)

  // The seed names its pictures relative to itself (./../../web/public/seed-images/…); the copy
  // handed to the CLI lives elsewhere, so it names them by absolute file URL.
  const docs = parseDocuments(readFileSync(source, 'utf8')).map((doc) =>
    withAbsoluteAssetUrls(doc, path.dirname(source)),
  )
  const workDir = mkdtempSync(path.join(tmpdir(), 'content-import-'))
  const importFile = path.join(workDir, 'production.ndjson')
  writeFileSync(importFile, serializeDocuments(docs))
  try {
    runSanity(['dataset', 'import', importFile, '--dataset', dataset, ...args])
    console.log(`Imported ${docs.length} documents from ${path.relative(process.cwd(), source)} into "${dataset}".`)
  } finally {
    rmSync(workDir, { recursive: true, force: true })
  }
})

/**
 * Writes the bundled content (scripts/seed/documents.ts) to studio/seed/production.ndjson:
 * one JSON document per line, in the order seedDocuments() returns them, with a
 * trailing newline. The file is both a `sanity dataset import` source and the
 * dataset the site queries when no Sanity project is configured.
 *
 * Run from the repository root: npm run seed:build
 *
 * Before writing, it checks the documents for the mistakes an import would only
 * report halfway through: duplicate ids, references to missing documents, array
 * objects without a unique `_key`, and asset files that do not exist.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { type SeedDocument, seedDocuments } from './documents'
import { serializeSeed } from './serializeSeed'

const OUTPUT = resolve(import.meta.dirname, '../../studio/seed/production.ndjson')

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Calls `visit` for every value in the tree, with a readable path. */
function walk(value: unknown, path: string, visit: (value: unknown, path: string) => void): void {
  visit(value, path)
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) walk(item, `${path}[${index}]`, visit)
  } else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`, visit)
  }
}

function check(documents: SeedDocument[]): string[] {
  const problems: string[] = []
  const ids = new Set<string>()
  for (const doc of documents) {
    if (ids.has(doc._id)) problems.push(`duplicate _id ${doc._id}`)
    ids.add(doc._id)
  }

  const assetsBase = dirname(OUTPUT)
  for (const doc of documents) {
    walk(doc, doc._id, (value, path) => {
      if (Array.isArray(value)) {
        const keys = new Set<string>()
        for (const [index, item] of value.entries()) {
          if (!isRecord(item)) continue
          const key = item._key
          if (typeof key !== 'string' || key === '') problems.push(`${path}[${index}] has no _key`)
          else if (keys.has(key)) problems.push(`${path}[${index}] repeats _key "${key}"`)
          else keys.add(key)
        }
      }
      if (isRecord(value)) {
        if (value._type === 'reference' && (typeof value._ref !== 'string' || !ids.has(value._ref))) {
          problems.push(`${path} references missing document ${String(value._ref)}`)
        }
        const asset = value._sanityAsset
        if (typeof asset === 'string') {
          // Resolve the way `sanity dataset import` does: only `file://./` is relative to the NDJSON file.
          const match = /^(?:image|file)@file:\/\/\.\/(.+)$/.exec(asset)
          const file = match?.[1] ? fileURLToPath(new URL(match[1], `${pathToFileURL(assetsBase).href}/`)) : undefined
          if (!file) problems.push(`${path}._sanityAsset "${asset}" is not an image@file://./… path`)
          else if (!existsSync(file)) problems.push(`${path}._sanityAsset points to missing file ${file}`)
        }
      }
    })
  }
  return problems
}

const documents = seedDocuments()
const problems = check(documents)
if (problems.length > 0) {
  console.error(`The seed content has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`)
  process.exit(1)
}

mkdirSync(dirname(OUTPUT), { recursive: true })
writeFileSync(OUTPUT, serializeSeed())

const counts = new Map<string, number>()
for (const doc of documents) counts.set(doc._type, (counts.get(doc._type) ?? 0) + 1)
console.log(`Wrote ${documents.length} documents to ${OUTPUT}`)
for (const [type, count] of counts) console.log(`  ${type}: ${count}`)

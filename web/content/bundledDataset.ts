import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

/** A document as it appears in a Sanity import file. */
export type DatasetDocument = { _id: string; _type: string; [field: string]: unknown }

const DATASET_RELATIVE_PATH = path.join('studio', 'seed', 'production.ndjson')
/** Seed images live in the site's public folder, so the bundled dataset's image URLs are static files. */
const PUBLIC_IMAGE_DIR = 'web/public/'

/** Finds the bundled dataset by walking up from the working directory (the repo root, or web/ under Next). */
export function findBundledDatasetPath(from = process.cwd()): string {
  // Resolved at run time on purpose; the bundler must not trace the whole repository from it.
  let dir = path.resolve(/*turbopackIgnore: true*/ from)
  for (;;) {
    const candidate = path.join(dir, DATASET_RELATIVE_PATH)
    if (existsSync(candidate)) return candidate
    const parent = path.dirname(dir)
    if (parent === dir) {
      throw new Error(`Bundled dataset ${DATASET_RELATIVE_PATH} not found above ${from}; set CONTENT_DATASET_PATH.`)
    }
    dir = parent
  }
}

export function parseNdjson(text: string, source: string): DatasetDocument[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const doc: unknown = JSON.parse(line)
      if (!isDocument(doc)) throw new Error(`${source}:${index + 1} is not a document with _id and _type`)
      return doc
    })
}

function isDocument(value: unknown): value is DatasetDocument {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as DatasetDocument)._id === 'string' &&
    typeof (value as DatasetDocument)._type === 'string'
  )
}

/**
 * An import file names its images as `_sanityAsset: "image@file://…"`; `sanity dataset import`
 * uploads them and replaces each with an asset reference. To serve the same GROQ (`asset->url`)
 * from the file, we do the same in memory: every such image gets a reference to a synthetic
 * `sanity.imageAsset` whose URL is the file's path under web/public.
 */
export function resolveLocalAssets(docs: DatasetDocument[]): DatasetDocument[] {
  const assets = new Map<string, DatasetDocument>()
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit)
    if (typeof value !== 'object' || value === null) return value
    const record = value as Record<string, unknown>
    const entries = Object.entries(record).map(([key, child]) => [key, visit(child)] as const)
    const out: Record<string, unknown> = Object.fromEntries(entries)
    const spec = record._sanityAsset
    if (typeof spec === 'string') {
      const asset = localAsset(spec)
      assets.set(asset._id, asset)
      delete out._sanityAsset
      out.asset = { _type: 'reference', _ref: asset._id }
    }
    return out
  }
  const resolved = docs.map((doc) => visit(doc) as DatasetDocument)
  return [...resolved, ...assets.values()]
}

function localAsset(spec: string): DatasetDocument {
  const match = /^image@file:\/\/(.+)$/.exec(spec)
  const file = match?.[1]
  const publicIndex = file?.indexOf(PUBLIC_IMAGE_DIR) ?? -1
  if (!file || publicIndex < 0) {
    throw new Error(`Unsupported _sanityAsset "${spec}": bundled images must live under ${PUBLIC_IMAGE_DIR}`)
  }
  const urlPath = `/${file.slice(publicIndex + PUBLIC_IMAGE_DIR.length)}`
  const name = path.basename(urlPath)
  const extension = path.extname(name).slice(1)
  return {
    _id: `image-bundled-${name.replace(/[^a-zA-Z0-9]/g, '-')}`,
    _type: 'sanity.imageAsset',
    url: urlPath,
    path: urlPath,
    originalFilename: name,
    extension,
    mimeType: extension === 'svg' ? 'image/svg+xml' : `image/${extension}`,
  }
}

/**
 * Overlays documents by `_id`: later files win, and a document `{ _id, _type: "deleted" }`
 * removes one. The override file is how tests and local editors change content without a
 * Sanity project.
 */
export function overlayDocuments(base: DatasetDocument[], overrides: DatasetDocument[]): DatasetDocument[] {
  const byId = new Map(base.map((doc) => [doc._id, doc]))
  for (const doc of overrides) {
    if (doc._type === 'deleted') byId.delete(doc._id)
    else byId.set(doc._id, doc)
  }
  return [...byId.values()]
}

/** A file's path and modification time: changes whenever the file is written. */
export async function fileVersion(file: string): Promise<string> {
  return stat(file).then(
    (s) => `${file}@${s.mtimeMs}`,
    () => `${file}@missing`,
  )
}

type Snapshot = { key: string; docs: DatasetDocument[] }
let snapshot: Snapshot | undefined

/**
 * Reads the dataset (and the optional override) from disk, re-reading only when a file's
 * modification time changes, so a revalidated page sees an edited override without a restart.
 */
export async function loadBundledDataset(datasetPath: string, overridePath?: string): Promise<DatasetDocument[]> {
  const files = overridePath ? [datasetPath, overridePath] : [datasetPath]
  const key = (await Promise.all(files.map(fileVersion))).join('|')
  if (snapshot?.key === key) return snapshot.docs
  const base = parseNdjson(await readFile(datasetPath, 'utf8'), datasetPath)
  const overrides =
    overridePath && existsSync(overridePath) ? parseNdjson(await readFile(overridePath, 'utf8'), overridePath) : []
  const docs = resolveLocalAssets(overlayDocuments(base, overrides))
  snapshot = { key, docs }
  return docs
}

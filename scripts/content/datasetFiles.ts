import { createHash } from 'node:crypto'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Moving the bundled dataset (studio/seed/production.ndjson) in and out of a Sanity project.
 * Its images are written the way `sanity dataset import` reads them: `_sanityAsset:
 * "image@file://./<path relative to the import file>"`, pointing into web/public/seed-images so
 * the site serves the same files when it runs without a project.
 */

export type Doc = { _id: string; _type: string; [field: string]: unknown }

const ASSET_PATTERN = /^(image|file)@file:\/\/\.\/(.+)$/

/** Calls `rewrite` for every `_sanityAsset` value in a document, replacing it with the result. */
export function mapAssetRefs(doc: Doc, rewrite: (ref: string) => string): Doc {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit)
    if (typeof value !== 'object' || value === null) return value
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        key === '_sanityAsset' && typeof child === 'string' ? rewrite(child) : visit(child),
      ]),
    )
  }
  return visit(doc) as Doc
}

/** Every `_sanityAsset` file a document names, resolved against the folder of its ndjson file. */
export function assetFiles(doc: Doc, datasetDir: string): string[] {
  const files: string[] = []
  mapAssetRefs(doc, (ref) => {
    const match = ASSET_PATTERN.exec(ref)
    if (match?.[2]) files.push(path.resolve(datasetDir, match[2]))
    return ref
  })
  return files
}

/**
 * For import: relative `file://./…` paths become absolute file URLs, so the rewritten file can be
 * imported from anywhere (the CLI resolves relative paths against the import file's folder).
 */
export function withAbsoluteAssetUrls(doc: Doc, datasetDir: string): Doc {
  return mapAssetRefs(doc, (ref) => {
    const match = ASSET_PATTERN.exec(ref)
    if (!match?.[1] || !match[2]) return ref
    return `${match[1]}@${pathToFileURL(path.resolve(datasetDir, match[2])).href}`
  })
}

export function parseDocuments(ndjson: string): Doc[] {
  return ndjson
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Doc)
}

export function serializeDocuments(docs: Doc[]): string {
  return `${docs.map((doc) => JSON.stringify(doc)).join('\n')}\n`
}

/** Asset documents are recreated from `_sanityAsset` on import; system documents belong to the project. */
export function isContentDocument(doc: Doc): boolean {
  return !doc._id.startsWith('_.') && !doc._type.startsWith('sanity.') && !doc._type.startsWith('system.')
}

export function sha1(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex')
}

export type ExportOptions = {
  /** Folder of the export's data.ndjson (its images are under ./images). */
  exportDir: string
  /** Folder the rewritten ndjson is written to: asset paths are made relative to it. */
  outDir: string
  /** Existing images by content hash (web/public/seed-images), reused instead of copied. */
  knownImages: Map<string, string>
  /** Where an image the repo does not have yet is copied; returns its new absolute path. */
  adoptImage: (exportedFile: string) => string
  readFile: (file: string) => Uint8Array
  /** The bundled dataset's ids, in order: exported documents keep that order, new ones follow. */
  seedOrder: string[]
}

/**
 * For export: turns `sanity dataset export`'s data.ndjson into the bundled dataset's format.
 * Drafts, asset and system documents are left out, `_rev` is dropped, and each image points at
 * the same picture under web/public (an existing seed image when the bytes match).
 */
export function toBundledFormat(exported: Doc[], options: ExportOptions): Doc[] {
  // The seed's own convention, e.g. "./../../web/public/seed-images/logo.svg" from studio/seed.
  const relative = (file: string) => `./${path.relative(options.outDir, file).split(path.sep).join('/')}`
  const rewrite = (ref: string): string => {
    const match = ASSET_PATTERN.exec(ref)
    if (!match?.[1] || !match[2]) return ref
    const exportedFile = path.resolve(options.exportDir, match[2])
    const target = options.knownImages.get(sha1(options.readFile(exportedFile))) ?? options.adoptImage(exportedFile)
    return `${match[1]}@file://${relative(target)}`
  }
  const order = new Map(options.seedOrder.map((id, index) => [id, index]))
  const rank = (doc: Doc) => order.get(doc._id) ?? Number.MAX_SAFE_INTEGER
  return exported
    .filter((doc) => isContentDocument(doc) && !doc._id.startsWith('drafts.') && !doc._id.startsWith('versions.'))
    .map(({ _rev, ...doc }) => mapAssetRefs(doc as Doc, rewrite))
    .sort((a, b) => rank(a) - rank(b) || a._id.localeCompare(b._id))
}

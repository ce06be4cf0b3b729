import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import {
  assetFiles,
  type Doc,
  mapAssetRefs,
  parseDocuments,
  sha1,
  toBundledFormat,
  withAbsoluteAssetUrls,
} from './datasetFiles'

const root = path.resolve(import.meta.dirname, '..', '..')
const seedFile = path.join(root, 'studio', 'seed', 'production.ndjson')
const seedDir = path.dirname(seedFile)
const seed = parseDocuments(readFileSync(seedFile, 'utf8'))
const work = mkdtempSync(path.join(tmpdir(), 'dataset-files-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const refsOf = (doc: Doc) => {
  const refs: string[] = []
  mapAssetRefs(doc, (ref) => {
    refs.push(ref)
    return ref
  })
  return refs
}

describe('content:import', () => {
  it('names every seed image by an absolute file URL that exists', () => {
    const refs = seed.flatMap((doc) => refsOf(withAbsoluteAssetUrls(doc, seedDir)))
    expect(refs.length).toBeGreaterThanOrEqual(6)
    for (const ref of refs) {
      expect(ref).toMatch(/^image@file:\/\/\//)
      expect(existsSync(fileURLToPath(ref.replace(/^image@/, ''))), ref).toBe(true)
    }
  })

  it('changes nothing but the image paths', () => {
    const strip = (doc: Doc) => mapAssetRefs(doc, () => '')
    expect(seed.map((doc) => strip(withAbsoluteAssetUrls(doc, seedDir)))).toEqual(seed.map(strip))
  })
})

describe('content:export', () => {
  /**
   * What `sanity dataset export` writes after the seed was imported: images renamed to
   * images/<sha1>-<size>.<ext> and named first in their object, `_rev`s, drafts, asset documents.
   */
  function simulateExport(exportDir: string): Doc[] {
    const imported = seed.map((doc) =>
      mapAssetRefs({ ...doc, _rev: 'abc123', _updatedAt: '2025-02-01T10:00:00Z' }, (ref) => {
        const [file] = assetFiles({ _id: 'x', _type: 'x', image: { _sanityAsset: ref } }, seedDir)
        if (!file) throw new Error(ref)
        const name = `${sha1(readFileSync(file))}-1200x800${path.extname(file)}`
        copyFileSync(file, path.join(exportDir, 'images', name))
        return `image@file://./images/${name}`
      }),
    )
    const draft = { ...(imported[0] as Doc), _id: `drafts.${imported[0]?._id}`, title: 'Unpublished title' }
    const asset = { _id: 'image-abc-1200x800-webp', _type: 'sanity.imageAsset', url: 'https://cdn.sanity.io/x.webp' }
    const system = { _id: '_.groups.editors', _type: 'system.group' }
    return [asset, draft, ...[...imported].reverse(), system]
  }

  it('gives back the bundled dataset from an export of what content:import uploaded', () => {
    const exportDir = path.join(work, 'roundtrip')
    mkdirSync(path.join(exportDir, 'images'), { recursive: true })
    const seedImages = path.join(root, 'web', 'public', 'seed-images')
    const knownImages = new Map(
      seed
        .flatMap((doc) => assetFiles(doc, seedDir))
        .map((file) => [sha1(readFileSync(file)), path.join(seedImages, path.basename(file))]),
    )
    const adopted: string[] = []
    const docs = toBundledFormat(simulateExport(exportDir), {
      exportDir,
      outDir: seedDir,
      knownImages,
      readFile: (file) => readFileSync(file),
      adoptImage: (file) => {
        adopted.push(file)
        return file
      },
      seedOrder: seed.map((doc) => doc._id),
    })
    expect(adopted).toEqual([])
    expect(docs).toEqual(seed.map((doc) => ({ ...doc, _updatedAt: '2025-02-01T10:00:00Z' })))
  })

  it('keeps a picture the repository does not have yet, next to the site', () => {
    const exportDir = path.join(work, 'new-image')
    mkdirSync(path.join(exportDir, 'images'), { recursive: true })
    writeFileSync(path.join(exportDir, 'images', 'fff-10x10.png'), 'not a seed image')
    const adoptedTo = path.join(root, 'web', 'public', 'content-export', 'fff-10x10.png')
    const [doc] = toBundledFormat(
      [
        {
          _id: 'service-9',
          _type: 'service',
          image: { _sanityAsset: 'image@file://./images/fff-10x10.png', alt: 'A' },
        },
      ],
      {
        exportDir,
        outDir: seedDir,
        knownImages: new Map(),
        readFile: (file) => readFileSync(file),
        adoptImage: () => adoptedTo,
        seedOrder: [],
      },
    )
    expect(doc?.image).toEqual({
      _sanityAsset: 'image@file://./../../web/public/content-export/fff-10x10.png',
      alt: 'A',
    })
  })
})

import { mkdtemp, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fileVersion, loadBundledDataset, overlayDocuments, parseNdjson, resolveLocalAssets } from './bundledDataset'
import { queryDocuments } from './localSource'

describe('resolveLocalAssets', () => {
  it('turns import-file images into asset references that GROQ can dereference to a public URL', async () => {
    const docs = resolveLocalAssets([
      {
        _id: 'service-1',
        _type: 'service',
        image: {
          _type: 'imageWithAlt',
          alt: 'A robot',
          _sanityAsset: 'image@file://../../web/public/seed-images/s1.webp',
        },
      },
    ])
    const result = await queryDocuments(docs, '*[_id == "service-1"][0]{"url": image.asset->url, "alt": image.alt}')
    expect(result).toEqual({ url: '/seed-images/s1.webp', alt: 'A robot' })
  })

  it('refuses an image outside web/public, which the site could not serve', () => {
    expect(() =>
      resolveLocalAssets([{ _id: 'x', _type: 'service', image: { _sanityAsset: 'image@file:///etc/passwd' } }]),
    ).toThrow(/web\/public/)
  })
})

describe('overlayDocuments', () => {
  it('replaces documents by id, adds new ones and deletes on request', () => {
    const base = [
      { _id: 'a', _type: 'plan', price: '1' },
      { _id: 'b', _type: 'plan', price: '2' },
    ]
    const result = overlayDocuments(base, [
      { _id: 'a', _type: 'plan', price: '9' },
      { _id: 'b', _type: 'deleted' },
      { _id: 'c', _type: 'plan', price: '3' },
    ])
    expect(result).toEqual([
      { _id: 'a', _type: 'plan', price: '9' },
      { _id: 'c', _type: 'plan', price: '3' },
    ])
  })
})

describe('parseNdjson', () => {
  it('names the line of a document without _id or _type', () => {
    expect(() => parseNdjson('{"_id":"a","_type":"x"}\n{"_type":"x"}\n', 'data.ndjson')).toThrow('data.ndjson:2')
  })
})

describe('loadBundledDataset', () => {
  it('picks up an edited override file without a restart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'dataset-'))
    const dataset = path.join(dir, 'production.ndjson')
    const override = path.join(dir, 'override.ndjson')
    await writeFile(dataset, '{"_id":"plan-basic","_type":"plan","price":"500 EUR"}\n')

    const before = await loadBundledDataset(dataset, override)
    expect(await queryDocuments(before, '*[_id == "plan-basic"][0].price')).toBe('500 EUR')

    await writeFile(override, '{"_id":"plan-basic","_type":"plan","price":"550 EUR"}\n')
    // Make sure the modification time differs even on coarse-grained file systems.
    await utimes(override, new Date(), new Date(Date.now() + 5000))
    const after = await loadBundledDataset(dataset, override)
    expect(await queryDocuments(after, '*[_id == "plan-basic"][0].price')).toBe('550 EUR')
  })
})

describe('fileVersion', () => {
  it('changes when the file is written, so content cached under it is not served from an older file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'dataset-'))
    const dataset = path.join(dir, 'production.ndjson')
    expect(await fileVersion(dataset)).toBe(`${dataset}@missing`)
    await writeFile(dataset, '{"_id":"plan-basic","_type":"plan","price":"500 EUR"}\n')
    const first = await fileVersion(dataset)
    expect(first.startsWith(`${dataset}@`)).toBe(true)
    expect(first).not.toBe(`${dataset}@missing`)
    expect(await fileVersion(dataset)).toBe(first)
    await utimes(dataset, new Date(), new Date(Date.now() + 5000))
    expect(await fileVersion(dataset)).not.toBe(first)
  })
})

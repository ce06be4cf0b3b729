import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SINGLETON_IDS, schemaTypes } from '@site/schemas'
import { beforeAll, describe, expect, it } from 'vitest'
import { type DatasetDocument, parseNdjson, resolveLocalAssets } from '@/content/bundledDataset'
import { queryDocuments } from '@/content/localSource'
import { serializeSeed } from '../../scripts/seed/serializeSeed'
import { studioValidationMessages } from '../studioValidation'

const DATASET_FILE = path.join(import.meta.dirname, 'production.ndjson')
const raw = readFileSync(DATASET_FILE, 'utf8')
const docs = parseNdjson(raw, DATASET_FILE)

const count = (query: string, params?: Record<string, unknown>) => queryDocuments(docs, query, params)

describe('the bundled dataset', () => {
  it('is exactly what the seed generator writes', () => {
    expect(raw).toBe(serializeSeed())
  })

  it('uses only document types the schema defines', () => {
    const documentTypes = new Set<string>(
      schemaTypes.filter((type) => type.type === 'document').map((type) => type.name),
    )
    const unknown = docs.filter((doc) => !documentTypes.has(doc._type)).map((doc) => `${doc._id} (${doc._type})`)
    expect(unknown).toEqual([])
  })

  describe('passes the Studio validation rules', () => {
    const results = new Map<string, string[]>()
    // As a project holds them once imported, the pictures uploaded (resolveLocalAssets).
    const imported = resolveLocalAssets(docs)
    beforeAll(async () => {
      for (const doc of imported.filter((candidate) => candidate._type !== 'sanity.imageAsset')) {
        results.set(doc._id, await studioValidationMessages(doc, imported))
      }
    })
    it.each(docs.map((doc) => doc._id))('%s', (id) => {
      expect(results.get(id)).toEqual([])
    })
  })

  it('resolves every reference', () => {
    const ids = new Set(docs.map((doc) => doc._id))
    const dangling: string[] = []
    const visit = (value: unknown, owner: string): void => {
      if (typeof value !== 'object' || value === null) return
      const ref = (value as { _ref?: unknown })._ref
      if (typeof ref === 'string' && !ids.has(ref)) dangling.push(`${owner} → ${ref}`)
      for (const child of Object.values(value)) visit(child, owner)
    }
    for (const doc of docs) visit(doc, doc._id)
    expect(dangling).toEqual([])
  })

  it('has each singleton exactly once, at its fixed id', () => {
    for (const [type, id] of Object.entries(SINGLETON_IDS)) {
      const ofType = docs.filter((doc: DatasetDocument) => doc._type === type).map((doc) => doc._id)
      expect(ofType, type).toEqual([id])
    }
  })

  it('holds the counts the specification gives', async () => {
    expect(await count('count(*[_id == "landingPage"][0].hero.rotatingWords)')).toBe(4)
    expect(await count('count(*[_id == "landingPage"][0].benefitsSection.benefits)')).toBe(6)
    expect(
      await count(
        '*[_id == "landingPage"][0].servicesSection.services[]->{"o": count(outcomes), "k": count(keyBenefits)}',
      ),
    ).toEqual(Array.from({ length: 5 }, () => ({ o: 4, k: 4 })))
    expect(
      await count('*[_id == "landingPage"][0].pricingSection.categories[]->{categoryId, "plans": count(plans)}'),
    ).toEqual([
      { categoryId: 'ai-automation', plans: 4 },
      { categoryId: 'websites-apps', plans: 3 },
    ])
    expect(await count('count(*[_id == "landingPage"][0].faqSection.items)')).toBe(6)
    expect(await count('count(*[_id == "aboutPage"][0].values)')).toBe(6)
    expect(await count('*[_type == "legalPage"] | order(slug asc){slug, "sections": count(sections)}')).toEqual([
      { slug: 'cookie-policy', sections: expect.any(Number) },
      { slug: 'privacy-policy', sections: 7 },
      { slug: 'terms-conditions', sections: 7 },
    ])
  })
})

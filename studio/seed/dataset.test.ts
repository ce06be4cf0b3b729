import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type ValidationClient, validateDocument } from '@sanity/validation'
import { SINGLETON_IDS, schemaTypes } from '@site/schemas'
import { createSchema, type SanityDocument } from 'sanity'
import { beforeAll, describe, expect, it } from 'vitest'
import { type DatasetDocument, parseNdjson } from '@/content/bundledDataset'
import { queryDocuments } from '@/content/localSource'
import { serializeSeed } from '../../scripts/seed/serializeSeed'

const DATASET_FILE = path.join(import.meta.dirname, 'production.ndjson')
const raw = readFileSync(DATASET_FILE, 'utf8')
const docs = parseNdjson(raw, DATASET_FILE)
const schema = createSchema({ name: 'default', types: schemaTypes })

/**
 * Custom validators (unique service numbers, one highlighted plan per tab) query the Content
 * Lake through the Studio's client. Here that HTTP boundary is replaced by the same GROQ run
 * over the import file, so the Studio's own rules judge the bundled content.
 */
const datasetClient = {
  fetch: (query: string, params?: Record<string, unknown>) => queryDocuments(docs, query, params),
  withConfig: () => datasetClient,
  getDataUrl: () => '',
  observable: {},
} as unknown as ValidationClient

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
    beforeAll(async () => {
      for (const doc of docs) {
        const result = await validateDocument({
          document: doc as SanityDocument,
          schema,
          client: datasetClient,
          getDocumentExists: async ({ id }) => docs.some((candidate) => candidate._id === id),
        })
        const problems = result.markers
          .filter((marker) => marker.level === 'error')
          .map((marker) => `${marker.path.join('.')}: ${marker.message}`)
        results.set(doc._id, problems)
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

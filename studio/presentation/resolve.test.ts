import { readFileSync } from 'node:fs'
import path from 'node:path'
import { schemaTypes } from '@site/schemas'
import { LEGAL_SLUGS } from '@site/schemas/options'
import type { DocumentLocationResolverObject, DocumentLocationsState, DocumentResolver } from 'sanity/presentation'
import { describe, expect, it } from 'vitest'
import { type DatasetDocument, parseNdjson } from '@/content/bundledDataset'
import { queryDocuments } from '@/content/localSource'
import { locations, mainDocuments } from './resolve'

const DATASET_FILE = path.join(import.meta.dirname, '..', 'seed', 'production.ndjson')
const docs = parseNdjson(readFileSync(DATASET_FILE, 'utf8'), DATASET_FILE)
const documentTypes: string[] = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)

/** The Presentation tool's `select`: each key reads a (dotted) path of the document. */
function select(doc: DatasetDocument, fields: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, fieldPath]) => [
      key,
      fieldPath.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown>)?.[part], doc),
    ]),
  )
}

function locate(doc: DatasetDocument): DocumentLocationsState | null | undefined {
  const resolver = locations[doc._type]
  if (!resolver) throw new Error(`No locations for ${doc._type}`)
  if ('resolve' in resolver) {
    const object = resolver as DocumentLocationResolverObject
    return object.resolve(select(doc, object.select)) ?? undefined
  }
  return resolver
}

const hrefs = (doc: DatasetDocument) => (locate(doc) as DocumentLocationsState).locations?.map((l) => l.href)
const byId = (id: string) => {
  const doc = docs.find((candidate) => candidate._id === id)
  if (!doc) throw new Error(`${id} is not in the bundled dataset`)
  return doc
}

/** The site's own routes (web/app), and what the Presentation tool should open for each. */
const SITE_ROUTES: [string, string][] = [
  ['/', 'landingPage'],
  ['/about-us', 'aboutPage'],
  ['/privacy-policy', 'legal-privacy-policy'],
  ['/terms-conditions', 'legal-terms-conditions'],
  ['/cookie-policy', 'legal-cookie-policy'],
]

/** How the Presentation tool resolves an address: the first route that matches, its filter run with its params. */
async function mainDocumentFor(pathname: string): Promise<string | null> {
  for (const resolver of mainDocuments) {
    const routes = Array.isArray(resolver.route) ? resolver.route : [resolver.route]
    for (const route of routes) {
      // The tool matches with URLPattern and an optional trailing slash (sanity/presentation's createRouteMatcher).
      const match = new URLPattern({ pathname: `${route}{/}?` }).exec({ pathname })
      if (!match) continue
      const context = { origin: 'http://localhost:3000', path: pathname, params: cleanGroups(match.pathname.groups) }
      const { filter, params } = resolverQuery(resolver, context)
      const found = (await queryDocuments(docs, `*[${filter}][0]._id`, params)) as string | null
      return found
    }
  }
  return null
}

function cleanGroups(groups: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(groups).filter((entry): entry is [string, string] => entry[1] !== undefined))
}

type Context = { origin: string; path: string; params: Record<string, string> }

function resolverQuery(resolver: DocumentResolver, context: Context) {
  if (resolver.resolve) {
    const resolved = resolver.resolve(context)
    if (!resolved) throw new Error(`Route ${resolver.route} resolved nothing`)
    return { filter: resolved.filter, params: resolved.params ?? context.params }
  }
  if (resolver.type) return { filter: `_type == "${resolver.type}"`, params: {} }
  const filter = typeof resolver.filter === 'function' ? resolver.filter(context) : resolver.filter
  const params = typeof resolver.params === 'function' ? resolver.params(context) : (resolver.params ?? context.params)
  return { filter, params }
}

describe('Presentation: where each document shows', () => {
  it('has locations for every document type in the schema', () => {
    expect(Object.keys(locations).sort()).toEqual([...documentTypes].sort())
  })

  it('points every bundled document at pages that exist, without a trailing slash', () => {
    const sitePaths = new Set(SITE_ROUTES.map(([route]) => route))
    for (const doc of docs.filter((candidate) => documentTypes.includes(candidate._type))) {
      const found = hrefs(doc)
      expect(found?.length, doc._id).toBeGreaterThan(0)
      for (const href of found ?? []) {
        const { pathname } = new URL(href, 'http://localhost:3000')
        expect(sitePaths.has(pathname), `${doc._id} → ${href}`).toBe(true)
      }
    }
  })

  it('shows site settings on every page', () => {
    expect(hrefs(byId('siteSettings'))).toEqual(SITE_ROUTES.map(([route]) => route))
  })

  it('sends landing page sections to their anchors', () => {
    expect(hrefs(byId('landingPage'))).toEqual(['/'])
    expect(hrefs(byId('benefit-time-saved'))).toEqual(['/#benefits'])
    expect(hrefs(byId('testimonial-1'))).toEqual(['/#benefits'])
    expect(hrefs(byId('plan-growth'))).toEqual(['/#pricing'])
    expect(hrefs(byId('planCategory-websites-apps'))).toEqual(['/#pricing'])
    expect(hrefs(byId('faq-1'))).toEqual(['/#faq'])
  })

  it("opens a service's details window by its number, and lists the footers that name it", () => {
    const service = byId('service-2')
    expect(hrefs(service)).toEqual(['/?service=2', '/#services', '/about-us', ...LEGAL_SLUGS.map((slug) => `/${slug}`)])
    expect((locate(service) as DocumentLocationsState).locations?.[0]?.title).toBe(
      'Landing page: Business Process Automation with AI (details window)',
    )
  })

  it('sends the About page and its core values to /about-us', () => {
    expect(hrefs(byId('aboutPage'))).toEqual(['/about-us'])
    expect(hrefs(byId('coreValue-customer-centric'))).toEqual(['/about-us'])
  })

  it('sends each legal page to its own address, and asks for one when it has none', () => {
    expect(hrefs(byId('legal-privacy-policy'))).toEqual(['/privacy-policy'])
    expect(locate({ ...byId('legal-cookie-policy'), slug: undefined })).toMatchObject({ tone: 'caution' })
  })
})

describe('Presentation: which document an address is about', () => {
  it.each(SITE_ROUTES)('%s opens %s', async (pathname, id) => {
    expect(await mainDocumentFor(pathname)).toBe(id)
  })

  it('opens the same document with a trailing slash', async () => {
    expect(await mainDocumentFor('/about-us/')).toBe('aboutPage')
  })

  it('opens nothing for an address the site does not have', async () => {
    expect(await mainDocumentFor('/pricing-plans')).toBeNull()
    expect(await mainDocumentFor('/about-us/team')).toBeNull()
  })
})

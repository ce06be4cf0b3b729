import { SINGLETON_IDS } from '@site/schemas/options'
import { map, type Observable } from 'rxjs'
import type { ListItemBuilder, StructureBuilder, StructureResolver, StructureResolverContext } from 'sanity/structure'

const API_VERSION = '2025-02-19'

/**
 * The order things show on the site is the order of the reference lists in the Landing page and
 * About page (drag and drop there). These queries read that order, so the menu lists documents
 * exactly as visitors see them.
 */
export const SITE_ORDER_QUERIES = {
  benefit: `*[_id == "${SINGLETON_IDS.landingPage}"][0].benefitsSection.benefits[]._ref`,
  service: `*[_id == "${SINGLETON_IDS.landingPage}"][0].servicesSection.services[]._ref`,
  faqItem: `*[_id == "${SINGLETON_IDS.landingPage}"][0].faqSection.items[]._ref`,
  coreValue: `*[_id == "${SINGLETON_IDS.aboutPage}"][0].values[]._ref`,
} as const

/**
 * The Listen API takes a plain filter (no projection, no [0]); these name the documents whose
 * edits change the order above, and each edit re-runs the query.
 */
const ORDER_LIVES_IN: Record<keyof typeof SITE_ORDER_QUERIES, string> = {
  benefit: '*[_type == "landingPage"]',
  service: '*[_type == "landingPage"]',
  faqItem: '*[_type == "landingPage"]',
  coreValue: '*[_type == "aboutPage"]',
}

/** The pricing tabs in the order they show, each with its plans in the order they show. */
export const PRICING_TABS_QUERY = `*[_id == "${SINGLETON_IDS.landingPage}"][0].pricingSection.categories[]->{
  _id, name, badgeLabel, "plans": plans[]._ref
}`
const PRICING_LIVES_IN = '*[_type in ["landingPage", "planCategory"]]'

export type PricingTab = {
  _id: string
  name: string | null
  badgeLabel: string | null
  plans: (string | null)[] | null
}

type Context = StructureResolverContext

/** A query result that follows edits as they happen, in the perspective the editor has chosen. */
function listen<T>(context: Context, fetch: string, listen: string): Observable<T> {
  return context.documentStore.listenQuery(
    { fetch, listen },
    {},
    { apiVersion: API_VERSION, perspective: context.perspectiveStack, throttleTime: 500 },
  )
}

/** Ids as referenced, once each (a list item id must be unique), without dangling entries. */
function uniqueIds(ids: (string | null)[] | null): string[] {
  return [...new Set((ids ?? []).filter((id): id is string => typeof id === 'string'))]
}

function singleton(S: StructureBuilder, type: keyof typeof SINGLETON_IDS, title: string): ListItemBuilder {
  return S.listItem()
    .title(title)
    .id(type)
    .schemaType(type)
    .child(S.document().schemaType(type).documentId(SINGLETON_IDS[type]).title(title))
}

/**
 * Documents in the order the site shows them, then every document of the type (new ones, and
 * ones not on the site). Reordering happens where the order lives, named in `orderedIn`.
 */
function siteOrderedList(
  S: StructureBuilder,
  context: Context,
  options: { type: keyof typeof SITE_ORDER_QUERIES; title: string; allTitle: string; orderedIn: string },
): ListItemBuilder {
  const { type, title, allTitle, orderedIn } = options
  return S.listItem()
    .id(type)
    .title(title)
    .schemaType(type)
    .child(() =>
      listen<(string | null)[] | null>(context, SITE_ORDER_QUERIES[type], ORDER_LIVES_IN[type]).pipe(
        map((ids) =>
          S.list()
            .id(type)
            .title(`${title}, as on the site (reorder in ${orderedIn})`)
            .items([
              ...uniqueIds(ids).map((id) => S.documentListItem().id(id).schemaType(type)),
              S.divider(),
              S.listItem().id(`${type}-all`).title(allTitle).schemaType(type).child(S.documentTypeList(type)),
            ]),
        ),
      ),
    )
}

/** Pricing: one entry per tab, in tab order; inside, the tab's own text and its plans in the order shown. */
function pricing(S: StructureBuilder, context: Context): ListItemBuilder {
  return S.listItem()
    .id('pricing')
    .title('Pricing')
    .schemaType('planCategory')
    .child(() =>
      listen<(PricingTab | null)[] | null>(context, PRICING_TABS_QUERY, PRICING_LIVES_IN).pipe(
        map((tabs) =>
          S.list()
            .id('pricing')
            .title('Pricing tabs, as on the site (reorder in Landing page → Pricing)')
            .items([
              // A tab deleted but still referenced from the landing page resolves to null.
              ...uniqueTabs(tabs).map((tab) => pricingTab(S, tab)),
              S.divider(),
              S.listItem()
                .id('planCategory-all')
                .title('All pricing tabs')
                .schemaType('planCategory')
                .child(S.documentTypeList('planCategory')),
              S.listItem()
                .id('plan-all')
                .title('All plans (add a new plan to a tab to show it)')
                .schemaType('plan')
                .child(S.documentTypeList('plan')),
            ]),
        ),
      ),
    )
}

function uniqueTabs(tabs: (PricingTab | null)[] | null): PricingTab[] {
  const seen = new Set<string>()
  return (tabs ?? []).filter((tab): tab is PricingTab => {
    if (!tab || seen.has(tab._id)) return false
    seen.add(tab._id)
    return true
  })
}

function pricingTab(S: StructureBuilder, tab: PricingTab): ListItemBuilder {
  const name = tab.name ?? 'Untitled tab'
  return S.listItem()
    .id(tab._id)
    .title(name)
    .schemaType('planCategory')
    .child(
      S.list()
        .id(tab._id)
        .title(tab.badgeLabel ? `${name} (highlighted plan shows "${tab.badgeLabel}")` : name)
        .items([
          S.listItem()
            .id(`${tab._id}-settings`)
            .title('Tab text, badge and plan order')
            .schemaType('planCategory')
            .child(S.document().schemaType('planCategory').documentId(tab._id).title(name)),
          S.divider(),
          ...uniqueIds(tab.plans).map((id) => S.documentListItem().id(id).schemaType('plan')),
        ]),
    )
}

/** The Studio's left-hand menu, grouped the way marketing and legal think about the site. */
export const structure: StructureResolver = (S, context) =>
  S.list()
    .title('Content')
    .items([
      singleton(S, 'landingPage', 'Landing page'),
      siteOrderedList(S, context, {
        type: 'benefit',
        title: 'Benefits',
        allTitle: 'All benefits',
        orderedIn: 'Landing page → Benefits',
      }),
      S.documentTypeListItem('testimonial').title('Testimonials'),
      siteOrderedList(S, context, {
        type: 'service',
        title: 'Services',
        allTitle: 'All services',
        orderedIn: 'Landing page → Services',
      }),
      pricing(S, context),
      siteOrderedList(S, context, {
        type: 'faqItem',
        title: 'FAQ',
        allTitle: 'All questions',
        orderedIn: 'Landing page → FAQ',
      }),
      S.divider(),
      singleton(S, 'aboutPage', 'About page'),
      siteOrderedList(S, context, {
        type: 'coreValue',
        title: 'Core values',
        allTitle: 'All core values',
        orderedIn: 'About page → Core values',
      }),
      S.divider(),
      S.documentTypeListItem('legalPage').title('Legal pages'),
      S.divider(),
      singleton(S, 'siteSettings', 'Site settings'),
    ])

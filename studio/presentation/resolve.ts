import { LEGAL_SLUGS, type LegalSlug, SINGLETON_IDS } from '@site/schemas/options'
import {
  type DocumentLocation,
  type DocumentLocationResolvers,
  type DocumentResolver,
  defineDocuments,
  defineLocations,
} from 'sanity/presentation'

/**
 * Where each document shows on the site, for the Presentation tool: its "Used on" list in the
 * document pane, and which document opens when the preview navigates to an address.
 * The addresses mirror web/app: / (landing page sections by their anchors), /about-us and one
 * page per legal slug. A section anchor such as /#pricing scrolls the preview to the document.
 */

const LEGAL_TITLES: Record<LegalSlug, string> = {
  'privacy-policy': 'Privacy Policy',
  'terms-conditions': 'Terms and Conditions',
  'cookie-policy': 'Cookie Policy',
}

const LANDING: DocumentLocation = { title: 'Landing page', href: '/' }
const ABOUT: DocumentLocation = { title: 'About Us', href: '/about-us' }
const LEGAL: DocumentLocation[] = LEGAL_SLUGS.map((slug) => ({ title: LEGAL_TITLES[slug], href: `/${slug}` }))

/** Pages other than the landing page; their footer lists the services. */
const CONTENT_PAGES: DocumentLocation[] = [ABOUT, ...LEGAL]

function landingSection(section: string, title: string): DocumentLocation {
  return { title: `Landing page: ${title}`, href: `/#${section}` }
}

export const locations: DocumentLocationResolvers = {
  // Header, footer, cookie banner and the search defaults appear everywhere.
  siteSettings: defineLocations({ locations: [LANDING, ...CONTENT_PAGES] }),
  landingPage: defineLocations({ locations: [LANDING] }),
  benefit: defineLocations({
    select: { title: 'title' },
    resolve: (doc) => ({ locations: [landingSection('benefits', doc?.title ?? 'Benefits')] }),
  }),
  testimonial: defineLocations({
    select: { name: 'name' },
    resolve: (doc) => ({ locations: [landingSection('benefits', `testimonial by ${doc?.name ?? 'a client'}`)] }),
  }),
  service: defineLocations({
    select: { title: 'title', serviceNumber: 'serviceNumber' },
    resolve: (doc) => {
      const title = doc?.title ?? 'Service'
      const details: DocumentLocation[] =
        typeof doc?.serviceNumber === 'number'
          ? [{ title: `Landing page: ${title} (details window)`, href: `/?service=${doc.serviceNumber}` }]
          : []
      return {
        locations: [
          ...details,
          landingSection('services', 'services'),
          ...CONTENT_PAGES.map((page) => ({ ...page, title: `${page.title} (footer)` })),
        ],
      }
    },
  }),
  planCategory: defineLocations({
    select: { name: 'name' },
    resolve: (doc) => ({ locations: [landingSection('pricing', `pricing, ${doc?.name ?? 'tab'}`)] }),
  }),
  plan: defineLocations({
    select: { name: 'name' },
    resolve: (doc) => ({ locations: [landingSection('pricing', `pricing, ${doc?.name ?? 'plan'}`)] }),
  }),
  faqItem: defineLocations({ locations: [landingSection('faq', 'FAQ')] }),
  aboutPage: defineLocations({ locations: [ABOUT] }),
  coreValue: defineLocations({
    select: { title: 'title' },
    resolve: (doc) => ({ locations: [{ ...ABOUT, title: `About Us: ${doc?.title ?? 'core value'}` }] }),
  }),
  legalPage: defineLocations({
    select: { title: 'title', slug: 'slug' },
    resolve: (doc) =>
      typeof doc?.slug === 'string'
        ? { locations: [{ title: doc.title ?? doc.slug, href: `/${doc.slug}` }] }
        : { message: 'Choose the address of this legal page to preview it.', tone: 'caution' },
  }),
}

/**
 * The document the preview's address is about, opened beside it. Singletons are found by their
 * fixed ids; routes are tried in order, so /about-us is matched before the legal pages' /:slug.
 */
export const mainDocuments: DocumentResolver[] = defineDocuments([
  { route: '/', filter: `_type == "landingPage" && _id == "${SINGLETON_IDS.landingPage}"` },
  { route: '/about-us', filter: `_type == "aboutPage" && _id == "${SINGLETON_IDS.aboutPage}"` },
  {
    route: '/:legalSlug',
    filter: '_type == "legalPage" && slug == $legalSlug',
    params: ({ params }) => ({ legalSlug: params.legalSlug ?? '' }),
  },
])

import { SINGLETON_IDS } from '@site/schemas/options'
import type { StructureResolver } from 'sanity/structure'

const singleton = (S: Parameters<StructureResolver>[0], type: keyof typeof SINGLETON_IDS, title: string) =>
  S.listItem().title(title).id(type).child(S.document().schemaType(type).documentId(SINGLETON_IDS[type]).title(title))

/** The Studio's left-hand menu, grouped the way marketing and legal think about the site. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      singleton(S, 'landingPage', 'Landing page'),
      S.documentTypeListItem('benefit').title('Benefits'),
      S.documentTypeListItem('testimonial').title('Testimonials'),
      S.documentTypeListItem('service').title('Services'),
      S.listItem()
        .title('Pricing')
        .id('pricing')
        .child(
          S.list()
            .title('Pricing')
            .items([
              S.documentTypeListItem('planCategory').title('Pricing tabs'),
              S.documentTypeListItem('plan').title('All plans'),
            ]),
        ),
      S.documentTypeListItem('faqItem').title('FAQ'),
      S.divider(),
      singleton(S, 'aboutPage', 'About page'),
      S.documentTypeListItem('coreValue').title('Core values'),
      S.divider(),
      S.documentTypeListItem('legalPage').title('Legal pages'),
      S.divider(),
      singleton(S, 'siteSettings', 'Site settings'),
    ])

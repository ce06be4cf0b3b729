import { readFileSync } from 'node:fs'
import path from 'node:path'
import { schemaTypes } from '@site/schemas'
import { describe, expect, it } from 'vitest'
import { type DatasetDocument, parseNdjson, resolveLocalAssets } from '@/content/bundledDataset'
import { lastUpdatedLabel, legalPage } from '../schemas/src/documents/legalPage'
import { planPreviewSubtitle } from '../schemas/src/documents/plan'
import { SEO_DESCRIPTION_MAX } from '../schemas/src/objects/seo'
import { studioValidationMessages } from './studioValidation'

/**
 * The Studio's own validation (the same rules an editor meets before Publish) run on crafted
 * bad documents: each rule must fail on the document it protects against, and stay quiet on the
 * bundled content (studio/seed/dataset.test.ts checks every bundled document passes).
 */

const DATASET_FILE = path.join(import.meta.dirname, 'seed', 'production.ndjson')
const bundled = parseNdjson(readFileSync(DATASET_FILE, 'utf8'), DATASET_FILE)

function original(id: string): DatasetDocument {
  const doc = bundled.find((candidate) => candidate._id === id)
  if (!doc) throw new Error(`${id} is not in the bundled dataset`)
  return structuredClone(doc)
}

/**
 * The errors Publish would show for `doc`, as "path: message". The document is validated as
 * part of the dataset: it replaces its bundled version (a draft sits beside its published one).
 */
async function errorsOf(
  doc: DatasetDocument,
  others: DatasetDocument[] = [],
  level: 'error' | 'warning' = 'error',
): Promise<string[]> {
  const replaced = new Set([doc._id, ...others.map((other) => other._id)])
  const dataset = resolveLocalAssets([...bundled.filter((candidate) => !replaced.has(candidate._id)), doc, ...others])
  const resolved = dataset.find((candidate) => candidate._id === doc._id) ?? doc
  return studioValidationMessages(resolved, dataset, level)
}

const at = (field: string) => expect.arrayContaining([expect.stringMatching(new RegExp(`^${field}: `))])

describe('required fields', () => {
  it.each([
    ['plan-basic', 'price'],
    ['plan-basic', 'name'],
    ['service-1', 'title'],
    ['legal-privacy-policy', 'title'],
    ['faq-1', 'answer'],
    ['siteSettings', 'brandName'],
    ['aboutPage', 'headline'],
  ])('%s cannot be published without %s', async (id, field) => {
    const doc = original(id)
    delete doc[field]
    expect(await errorsOf(doc)).toEqual(at(field))
  })

  it('a plan cannot be published with an empty price', async () => {
    expect(await errorsOf({ ...original('plan-basic'), price: '' })).toEqual(at('price'))
  })
})

describe('one highlighted plan per pricing tab', () => {
  it('refuses a second highlighted plan in the same tab', async () => {
    const errors = await errorsOf({ ...original('plan-basic'), mostPopular: true })
    expect(errors).toEqual([expect.stringMatching(/^mostPopular: .*"Growth" already is/)])
  })

  it('refuses it on a draft and in a release too, comparing with the published plans of the tab', async () => {
    for (const id of ['drafts.plan-unlimited', 'versions.r-june.plan-unlimited']) {
      expect(await errorsOf({ ...original('plan-unlimited'), _id: id, mostPopular: true })).toEqual(at('mostPopular'))
    }
  })

  it('refuses it in the other tab as well', async () => {
    const errors = await errorsOf({ ...original('plan-essential'), mostPopular: true })
    expect(errors).toEqual([expect.stringMatching(/^mostPopular: .*"Advanced" already is/)])
  })

  it('allows one highlighted plan in each tab, and moving the highlight', async () => {
    expect(await errorsOf(original('plan-growth'))).toEqual([])
    expect(await errorsOf(original('plan-advanced'))).toEqual([])
    const growthOff = { ...original('plan-growth'), mostPopular: false }
    expect(await errorsOf({ ...original('plan-basic'), mostPopular: true }, [growthOff])).toEqual([])
  })
})

describe('a pricing tab put together', () => {
  it('refuses a plan highlighted elsewhere beside its own highlighted plan', async () => {
    const tab = original('planCategory-websites-apps')
    const plans = [...(tab.plans as { _ref: string }[]), { _key: 'added', _type: 'reference', _ref: 'plan-growth' }]
    expect(await errorsOf({ ...tab, plans })).toEqual([
      expect.stringMatching(
        /^plans: Only one plan per tab can be highlighted, and "(Advanced", "Growth|Growth", "Advanced)" all are/,
      ),
    ])
  })

  it('accepts the bundled tabs, each with one highlighted plan', async () => {
    expect(await errorsOf(original('planCategory-ai-automation'))).toEqual([])
    expect(await errorsOf(original('planCategory-websites-apps'))).toEqual([])
  })
})

describe('price terms that belong to one pricing tab', () => {
  it('warns when an AI Automation plan has no response time', async () => {
    const doc = original('plan-basic')
    delete doc.sla
    expect(await errorsOf(doc, [], 'warning')).toEqual([
      'sla: Plans in the "AI Automation" tab show a response time, and this one has none.',
    ])
    expect(await errorsOf(doc)).toEqual([])
  })

  it('warns when a Websites & Apps plan has a response time, or no retainer', async () => {
    const doc = original('plan-essential')
    doc.sla = '4h'
    delete doc.retainer
    expect(await errorsOf(doc, [], 'warning')).toEqual([
      'retainer: Plans in the "Websites & Apps" tab show a monthly retainer, and this one has none.',
      'sla: Plans in the "Websites & Apps" tab show no response time: only this card would. Leave it empty.',
    ])
  })

  it('warns of a retainer on an AI Automation plan, and of nothing on a plan in no tab', async () => {
    const retainer = { ...original('plan-basic'), retainer: 'from 100 EUR per month' }
    expect(await errorsOf(retainer, [], 'warning')).toEqual([
      'retainer: Plans in the "AI Automation" tab show no monthly retainer: only this card would. Leave it empty.',
    ])
    const loose = { ...original('plan-basic'), _id: 'plan-new', sla: undefined, retainer: 'from 100 EUR per month' }
    expect(await errorsOf(loose, [], 'warning')).toEqual([])
  })

  it('finds nothing to warn of in the bundled plans', async () => {
    for (const plan of bundled.filter((doc) => doc._type === 'plan')) {
      expect(await errorsOf(structuredClone(plan), [], 'warning')).toEqual([])
    }
  })
})

describe('pages and tabs the site shows once', () => {
  it('refuses a second Privacy Policy, whose text the site might show instead of the first', async () => {
    const second = { ...original('legal-privacy-policy'), _id: 'legal-privacy-policy-copy' }
    expect(await errorsOf(second)).toEqual([
      expect.stringMatching(/^slug: There is already a legal page for "privacy-policy"/),
    ])
  })

  it('refuses a second AI Automation tab', async () => {
    const second = { ...original('planCategory-ai-automation'), _id: 'planCategory-copy' }
    expect(await errorsOf(second)).toEqual([
      expect.stringMatching(/^categoryId: There is already a pricing tab for "ai-automation"/),
    ])
  })

  it('refuses a second service with the number another links by', async () => {
    const second = { ...original('service-2'), _id: 'service-copy' }
    expect(await errorsOf(second)).toEqual(['serviceNumber: Another service already uses this number.'])
  })

  it('lets a page be edited as a draft beside its published version', async () => {
    const draft = { ...original('legal-privacy-policy'), _id: 'drafts.legal-privacy-policy' }
    expect(await errorsOf(draft, [original('legal-privacy-policy')])).toEqual([])
  })

  // Legal schedules a new text by adding the page to a release ("Last updated" below): its version
  // there is the same page, not a second one.
  it('lets a page and a service be edited in a release beside their published versions', async () => {
    for (const id of ['legal-privacy-policy', 'service-1']) {
      expect(await errorsOf({ ...original(id), _id: `versions.r-june.${id}` })).toEqual([])
    }
  })

  it('still refuses a second Privacy Policy made in a release', async () => {
    const second = { ...original('legal-privacy-policy'), _id: 'versions.r-june.legal-privacy-policy-copy' }
    expect(await errorsOf(second)).toEqual(at('slug'))
  })
})

describe('the scheduling link', () => {
  it.each(['https://cal.com/northwind-ai/30min', 'cal.com/northwind-ai/30min', 'www.cal.com/team/30min'])(
    'refuses a whole address (%s), which the site would put after cal.com/ again',
    async (schedulingLink) => {
      expect(await errorsOf({ ...original('siteSettings'), schedulingLink })).toEqual([
        expect.stringMatching(/^schedulingLink: Enter only the part after "cal.com\/"/),
      ])
    },
  )

  it('accepts the part after cal.com/', async () => {
    expect(await errorsOf({ ...original('siteSettings'), schedulingLink: 'your-team/30min' })).toEqual([])
  })
})

describe('lists the site keys by their text', () => {
  it('refuses the same rotating word twice, and a blank "Replaces" entry', async () => {
    const landing = original('landingPage')
    const hero = landing.hero as { rotatingWords: string[] }
    const repeated = { ...landing, hero: { ...hero, rotatingWords: [...hero.rotatingWords, hero.rotatingWords[0]] } }
    expect(await errorsOf(repeated)).toEqual([
      "hero.rotatingWords[0]: Can't be a duplicate",
      `hero.rotatingWords[${hero.rotatingWords.length}]: Can't be a duplicate`,
    ])
    const plan = original('plan-basic')
    const replaces = plan.replaces as string[]
    expect(await errorsOf({ ...plan, replaces: [...replaces, ''] })).toEqual([
      expect.stringMatching(new RegExp(`^replaces\\[${replaces.length}\\]: `)),
    ])
  })
})

describe('search descriptions', () => {
  it(`refuses more than ${SEO_DESCRIPTION_MAX} characters`, async () => {
    const doc = original('landingPage')
    doc.seo = { _type: 'seo', description: 'x'.repeat(SEO_DESCRIPTION_MAX + 1) }
    expect(await errorsOf(doc)).toEqual(at('seo.description'))
  })

  it(`accepts exactly ${SEO_DESCRIPTION_MAX}`, async () => {
    const doc = original('landingPage')
    doc.seo = { _type: 'seo', description: 'x'.repeat(SEO_DESCRIPTION_MAX) }
    expect(await errorsOf(doc)).toEqual([])
  })

  it('applies to the site-wide default too', async () => {
    const doc = original('siteSettings')
    doc.defaultSeo = { ...(doc.defaultSeo as object), description: 'x'.repeat(SEO_DESCRIPTION_MAX + 1) }
    expect(await errorsOf(doc)).toEqual(at('defaultSeo.description'))
  })
})

describe('"Last updated" on legal pages', () => {
  const today = new Date().toLocaleDateString('sv-SE')

  it('cannot be empty', async () => {
    const doc = original('legal-privacy-policy')
    delete doc.lastUpdated
    expect(await errorsOf(doc)).toEqual(at('lastUpdated'))
  })

  it('may be in the future, for a text scheduled for the day it takes effect, with a warning', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE')
    const scheduled = { ...original('legal-privacy-policy'), lastUpdated: tomorrow }
    expect(await errorsOf(scheduled)).toEqual([])
    expect(await errorsOf(scheduled, [], 'warning')).toEqual([
      expect.stringMatching(/^lastUpdated: This date is in the future: publish it on that day/),
    ])
  })

  it('starts as today on a new legal page', () => {
    const field = legalPage.fields.find((candidate) => candidate.name === 'lastUpdated')
    const initial = field && 'initialValue' in field ? field.initialValue : undefined
    expect(typeof initial === 'function' ? initial() : initial).toBe(today)
  })

  it('can be today, without a warning', async () => {
    const dated = { ...original('legal-privacy-policy'), lastUpdated: today }
    expect(await errorsOf(dated)).toEqual([])
    expect(await errorsOf(dated, [], 'warning')).toEqual([])
  })
})

describe('alternative text on images', () => {
  it('refuses a service picture without alt text, unless it is marked decorative', async () => {
    const doc = original('service-3')
    doc.image = { ...(doc.image as object), decorative: false, alt: undefined }
    expect(await errorsOf(doc)).toEqual(at('image.alt'))
    doc.image = { ...(doc.image as object), decorative: undefined, alt: undefined }
    expect(await errorsOf(doc)).toEqual(at('image.alt'))
    doc.image = { ...(doc.image as object), decorative: false, alt: 'Two chat bubbles around a sound wave.' }
    expect(await errorsOf(doc)).toEqual([])
    doc.image = { ...(doc.image as object), decorative: true, alt: undefined }
    expect(await errorsOf(doc)).toEqual([])
  })

  it('asks none of the logo: the brand name beside it names it, and the site draws it with alt=""', async () => {
    const doc = original('siteSettings')
    doc.logo = { ...(doc.logo as object), alt: undefined }
    expect(await errorsOf(doc)).toEqual([])
  })

  it('refuses a sharing image without alt text', async () => {
    const doc = original('aboutPage')
    doc.seo = { _type: 'seo', image: { _type: 'image', asset: { _type: 'reference', _ref: 'image-abc-1200x630-png' } } }
    expect(await errorsOf(doc)).toEqual(at('seo.image.alt'))
  })
})

describe('what the page needs to show', () => {
  const emptyParagraph = [
    { _type: 'block', _key: 'b0', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's0', text: ' ' }] },
  ]

  it('refuses a service picture left holding only its alternative text', async () => {
    const doc = original('service-3')
    doc.image = { _type: 'imageWithAlt', alt: 'Two chat bubbles around a sound wave.' }
    expect(await errorsOf(doc)).toEqual(at('image'))
    doc.image = { _type: 'imageWithAlt', decorative: true }
    expect(await errorsOf(doc)).toEqual(at('image'))
  })

  it('refuses an FAQ answer whose words were all deleted', async () => {
    expect(await errorsOf({ ...original('faq-1'), answer: emptyParagraph })).toEqual(at('answer'))
  })

  it('refuses a legal section whose words were all deleted', async () => {
    const doc = original('legal-privacy-policy')
    const sections = doc.sections as { _key: string; body: unknown }[]
    doc.sections = sections.map((section, index) => (index === 1 ? { ...section, body: emptyParagraph } : section))
    expect(await errorsOf(doc)).toEqual([`sections[_key=="what-we-collect"].body: Write the text: this one is empty.`])
  })

  // Every text field, through refuseBlankText over the whole schema: one case per place a field can sit.
  it.each([
    ['a document field', 'service-1', ['title'], 'title'],
    ['a multi-line field', 'landingPage', ['hero', 'intro'], 'hero.intro'],
    ['a field of a section', 'siteSettings', ['footer', 'aboutLabel'], 'footer.aboutLabel'],
    ['a field of a list entry', 'plan-basic', ['features', 0, 'title'], 'features[_key=="1-custom-ai-system"].title'],
    ['an optional field', 'plan-basic', ['features', 0, 'info'], 'features[_key=="1-custom-ai-system"].info'],
    ['an entry of a list of words', 'landingPage', ['hero', 'rotatingWords', 1], 'hero.rotatingWords[1]'],
    ['a field of a shared type', 'landingPage', ['seo', 'title'], 'seo.title'],
  ])('refuses %s made only of spaces', async (_, id, path: (string | number)[], shown) => {
    const doc = original(id)
    const holder = path
      .slice(0, -1)
      .reduce<Record<string | number, unknown>>((node, step) => node[step] as Record<string | number, unknown>, doc)
    holder[path.at(-1) as string | number] = '   '
    expect(await errorsOf(doc)).toEqual([`${shown}: Write the text: this one is only spaces.`])
  })

  it('accepts text with spaces around its words, and an optional field left empty', async () => {
    const doc = original('plan-basic')
    doc.name = '  Basic '
    const features = doc.features as { info?: string }[]
    features[0] = { ...features[0], info: '' }
    expect(await errorsOf(doc)).toEqual([])
  })

  // The Studio's own check on a slug: an error in the Studio, though the CLI's validation reports it as
  // a warning (see studioValidation.ts). The cards' element ids are made from it.
  it('refuses a plan id another plan has, as a duplicated plan keeps its original’s', async () => {
    const copy = { ...original('plan-growth'), _id: 'plan-growth-copy', name: 'Growth Plus' }
    expect(await errorsOf(copy, [], 'error')).toEqual(at('planId'))
    expect(await errorsOf(original('plan-growth'))).toEqual([])
  })
})

describe('plan card labels', () => {
  it('refuses to publish the landing page with a label left empty', async () => {
    const doc = original('landingPage')
    const pricing = doc.pricingSection as { planLabels: Record<string, string> }
    doc.pricingSection = { ...pricing, planLabels: { ...pricing.planLabels, setupFee: '' } }
    expect(await errorsOf(doc)).toEqual(at('pricingSection.planLabels.setupFee'))
  })
})

describe('rotating words in the hero', () => {
  const withWords = (words: string[]) => {
    const doc = original('landingPage')
    doc.hero = { ...(doc.hero as object), rotatingWords: words }
    return doc
  }

  it.each([[['Automate']], [['A', 'B', 'C', 'D', 'E', 'F', 'G']]])('refuses %j', async (words) => {
    expect(await errorsOf(withWords(words))).toEqual(at('hero.rotatingWords'))
  })

  it.each([[['Automate', 'Scale']], [['A', 'B', 'C', 'D', 'E', 'F']]])('accepts %j', async (words) => {
    expect(await errorsOf(withWords(words))).toEqual([])
  })
})

describe('list previews', () => {
  it('show a plan with its price as on the card, and its badge when highlighted', () => {
    expect(planPreviewSubtitle({ price: '500 EUR', frequency: 'month', mostPopular: false })).toBe('500 EUR per month')
    expect(planPreviewSubtitle({ price: 'from 3,000 EUR', frequency: 'one-time', mostPopular: true })).toBe(
      "from 3,000 EUR one-time · ★ shows the tab's badge",
    )
    expect(planPreviewSubtitle({ price: 'fully custom', frequency: 'pricing' })).toBe('fully custom')
  })

  it('show a legal page with its "Last updated" date as the page writes it', () => {
    expect(lastUpdatedLabel('2025-01-27')).toBe('Last updated: January 27, 2025')
    expect(lastUpdatedLabel(undefined)).toBe('Last updated: not set')
  })
})

describe('the schema, for editors', () => {
  type Field = { name: string; type: string; title?: string; description?: unknown; fields?: Field[]; of?: Field[] }
  const named = new Map<string, Field>(schemaTypes.map((type) => [type.name, type as unknown as Field]))

  /** Every field down to array members, with the title and description an editor sees (its own, or its type's). */
  function fieldsOf(type: Field, prefix: string): { path: string; title?: string; description?: unknown }[] {
    return [...(type.fields ?? []), ...(type.of ?? []).flatMap((member) => member.fields ?? [])].flatMap((field) => {
      const path = `${prefix}.${field.name}`
      const own = named.get(field.type)
      return [
        { path, title: field.title ?? own?.title, description: field.description ?? own?.description },
        ...fieldsOf(field, path),
      ]
    })
  }

  it('gives every field a title and a description', () => {
    const fields = (schemaTypes as unknown as Field[]).flatMap((type) => fieldsOf(type, type.name))
    expect(fields.length).toBeGreaterThan(100)
    expect(fields.filter((field) => !field.title).map((field) => field.path)).toEqual([])
    expect(fields.filter((field) => !field.description).map((field) => field.path)).toEqual([])
  })
})

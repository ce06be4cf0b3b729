import { stegaEncodeSourceMap } from '@sanity/client/stega'
import { stegaClean } from 'next-sanity'
import { describe, expect, it } from 'vitest'
import { previewPerspective, stegaFilter } from './fetchContent'

/** A plan as the Content Lake returns it in draft mode, with a source map for each field. */
function encodePlan(plan: Record<string, string>) {
  const fields = Object.keys(plan)
  return stegaEncodeSourceMap(
    plan,
    {
      documents: [{ _id: 'plan-basic', _type: 'plan' }],
      paths: fields.map((field) => `$['${field}']`),
      mappings: Object.fromEntries(
        fields.map((field, index) => [
          `$['${field}']`,
          { source: { document: 0, path: index, type: 'documentValue' }, type: 'value' },
        ]),
      ),
    },
    { enabled: true, studioUrl: 'https://studio.example.com', filter: stegaFilter },
  ) as Record<string, string>
}

describe('visual editing (stega) in draft mode', () => {
  const encoded = encodePlan({
    price: '500 EUR',
    name: 'Basic',
    frequency: 'month',
    gradient: 'blue-cyan',
    bookingInterest: 'AI Voice/Chat Agents',
    contactEmail: 'hello@example.com',
    schedulingLink: 'team/30min',
  })

  it('marks the texts visitors read, so a click opens their field', () => {
    expect(encoded.price).not.toBe('500 EUR')
    expect(stegaClean(encoded.price)).toBe('500 EUR')
    expect(encoded.name).not.toBe('Basic')
  })

  it('leaves values the site compares or links to exactly as written', () => {
    expect(encoded.frequency).toBe('month')
    expect(encoded.gradient).toBe('blue-cyan')
    expect(encoded.bookingInterest).toBe('AI Voice/Chat Agents')
    expect(encoded.contactEmail).toBe('hello@example.com')
    expect(encoded.schedulingLink).toBe('team/30min')
  })
})

describe('the preview perspective', () => {
  it('is drafts unless the Presentation tool chose another', () => {
    expect(previewPerspective(undefined)).toBe('drafts')
    expect(previewPerspective('published')).toBe('published')
    expect(previewPerspective('rSpring,drafts')).toEqual(['rSpring', 'drafts'])
  })

  it('falls back to drafts for raw or a value that is not a perspective', () => {
    expect(previewPerspective('raw')).toBe('drafts')
    expect(previewPerspective('not a perspective!')).toBe('drafts')
  })
})

import { stegaEncodeSourceMap } from '@sanity/client/stega'

/**
 * A string as the Content Lake returns it with visual editing on: the same text followed by
 * invisible stega characters that point the Presentation tool at its source field.
 * Tests use it to prove the builders clean what they write.
 */
export function withStega(text: string): string {
  const { value } = stegaEncodeSourceMap(
    { value: text },
    {
      documents: [{ _id: 'fixture', _type: 'fixture' }],
      paths: ["$['text']"],
      mappings: { "$['value']": { source: { document: 0, path: 0, type: 'documentValue' }, type: 'value' } },
    },
    { enabled: true, studioUrl: 'https://studio.example.com' },
  )
  if (value === text) throw new Error('stegaEncodeSourceMap did not encode the fixture; the test would prove nothing.')
  return value
}

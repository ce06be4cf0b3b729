import { toPlainText } from '@portabletext/toolkit'
import { defineArrayMember, defineType, type PortableTextBlock } from 'sanity'

/** Formatted text: paragraphs, bullet lists, bold, italic and links. Nothing that could break the page layout. */
export const richText = defineType({
  name: 'richText',
  title: 'Text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [{ title: 'Paragraph', value: 'normal' }],
      lists: [
        { title: 'Bullets', value: 'bullet' },
        { title: 'Numbered', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [
          {
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              {
                name: 'href',
                title: 'Address',
                type: 'url',
                description: 'A web address (https://…), an email link (mailto:…) or a page of this site (/about-us).',
                validation: (rule) =>
                  rule.required().uri({ scheme: ['http', 'https', 'mailto', 'tel'], allowRelative: true }),
              },
            ],
          },
        ],
      },
    }),
  ],
})

/**
 * For text the page needs: `min(1)` alone accepts the one empty paragraph an editor leaves by
 * deleting every word, and the page then showed a question opening onto nothing, or a numbered
 * legal section without text.
 */
export function hasWords(blocks: PortableTextBlock[] | undefined): true | string {
  if (blocks === undefined || toPlainText(blocks).trim() !== '') return true
  return 'Write the text: this one is empty.'
}

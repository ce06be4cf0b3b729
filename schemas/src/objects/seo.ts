import { defineField, defineType } from 'sanity'

export const SEO_DESCRIPTION_MAX = 160

export const seo = defineType({
  name: 'seo',
  title: 'Search & sharing',
  type: 'object',
  description: 'How this page appears in Google results and when shared on social media.',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Page title',
      type: 'string',
      description:
        'Shown in the browser tab and as the headline in search results. Leave empty to use the site default.',
      validation: (rule) => rule.max(70).warning('Titles over 70 characters are cut off in search results.'),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: `One or two sentences under the title in search results, at most ${SEO_DESCRIPTION_MAX} characters.`,
      validation: (rule) => rule.max(SEO_DESCRIPTION_MAX),
    }),
    defineField({
      name: 'image',
      title: 'Sharing image',
      type: 'image',
      description: 'The picture shown when the page is shared on social media (1200 × 630 works best).',
      fields: [
        defineField({
          name: 'alt',
          title: 'Alternative text',
          type: 'string',
          description: 'Describe the picture for people who cannot see it.',
          validation: (rule) => rule.required(),
        }),
      ],
    }),
  ],
})

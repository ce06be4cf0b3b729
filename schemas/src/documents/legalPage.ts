import { defineArrayMember, defineField, defineType } from 'sanity'
import { onlyOneDocumentWith } from '../objects/fieldHelpers'
import { hasWords } from '../objects/richText'
import { LEGAL_SLUGS } from '../options'

/** Today's date as YYYY-MM-DD in the editor's own time zone, the format of Sanity's date field. */
function todayIsoDate(): string {
  return new Date().toLocaleDateString('sv-SE')
}

/** "Last updated: January 27, 2025", as the page shows it (the date is a calendar day, so UTC). */
export function lastUpdatedLabel(date: string | undefined): string {
  if (!date) return 'Last updated: not set'
  const day = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(day.getTime())) return `Last updated: ${date}`
  return `Last updated: ${day.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' })}`
}

export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  fields: [
    defineField({
      name: 'slug',
      title: 'Address',
      type: 'string',
      description: 'Which page of the site this is. Each legal page exists once.',
      options: { list: [...LEGAL_SLUGS], layout: 'radio' },
      readOnly: ({ document }) => Boolean(document?._createdAt && document?.slug),
      validation: (rule) =>
        rule
          .required()
          .custom(
            onlyOneDocumentWith(
              'legalPage',
              'slug',
              (slug) => `There is already a legal page for "${slug}": edit that one instead.`,
            ),
          ),
    }),
    defineField({
      name: 'badge',
      title: 'Badge',
      type: 'string',
      description: 'The small label above the title, for example "Your Privacy Matters".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The page heading, for example "Privacy Policy"; also its name in search results.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'lastUpdated',
      title: 'Last updated',
      type: 'date',
      description: 'Shown as "Last updated: …" under the title. Change it whenever the text changes in substance.',
      options: { dateFormat: 'MMMM D, YYYY' },
      // A new legal page starts dated today, in the editor's own time zone.
      initialValue: () => todayIsoDate(),
      // A later date only warns: legal may prepare a new text in a release scheduled for the day
      // it takes effect, dated that day. Published at once, the page would show the later date.
      validation: (rule) => [
        rule.required(),
        rule
          .custom((value: string | undefined) =>
            !value || value <= todayIsoDate()
              ? true
              : 'This date is in the future: publish it on that day (schedule it, or add it to a release for that day).',
          )
          .warning(),
      ],
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'Optional sentence shown before the numbered sections.',
      validation: (rule) => rule.max(400),
    }),
    defineField({
      name: 'sections',
      title: 'Numbered sections',
      type: 'array',
      description: 'Numbered 1, 2, 3… in this order. Drag to reorder.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'legalSection',
          fields: [
            defineField({
              name: 'heading',
              title: 'Heading',
              type: 'string',
              description: 'Without the number; the site adds it.',
              validation: (rule) => rule.required().max(80),
            }),
            defineField({
              name: 'body',
              title: 'Text',
              type: 'richText',
              description: 'Paragraphs and lists; link to other pages or an email address where helpful.',
              validation: (rule) => rule.required().min(1).custom(hasWords),
            }),
          ],
          preview: { select: { title: 'heading' } },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({ name: 'seo', type: 'seo' }),
  ],
  preview: {
    select: { title: 'title', date: 'lastUpdated', slug: 'slug' },
    prepare: ({ title, date, slug }) => ({
      title: title ?? slug,
      subtitle: lastUpdatedLabel(date),
    }),
  },
})

import { defineArrayMember, defineField, defineType } from 'sanity'
import { onlyOneDocumentWith, VALIDATION_API_VERSION } from '../objects/fieldHelpers'
import { PLAN_CATEGORY_IDS } from '../options'

export const planCategory = defineType({
  name: 'planCategory',
  title: 'Pricing tab',
  type: 'document',
  fields: [
    defineField({
      name: 'categoryId',
      title: 'Tab id',
      type: 'string',
      description: 'Which pricing tab this is. Each tab exists once.',
      options: { list: [...PLAN_CATEGORY_IDS], layout: 'radio' },
      validation: (rule) =>
        rule
          .required()
          .custom(
            onlyOneDocumentWith(
              'planCategory',
              'categoryId',
              (tab) => `There is already a pricing tab for "${tab}": edit that one instead.`,
            ),
          ),
    }),
    defineField({
      name: 'name',
      title: 'Tab label',
      type: 'string',
      description: 'The text on the tab button, for example "AI Automation".',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'title',
      title: 'Heading',
      type: 'string',
      description: 'The heading above the plans when this tab is open.',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'description',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'One or two sentences under the heading.',
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: 'badgeLabel',
      title: 'Highlighted plan badge',
      type: 'string',
      description: "The badge on this tab's highlighted plan, for example 'Most Popular' or 'Best Value'.",
      validation: (rule) => rule.required().max(24),
    }),
    defineField({
      name: 'plans',
      title: 'Plans',
      type: 'array',
      description: 'Drag to change the order the plans are shown in (3 or 4 plans fit a row).',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'plan' }] })],
      // The plan's own rule checks a highlight as it is ticked; this one checks the tab as it is
      // put together, so adding an already highlighted plan to a tab with its own is refused too.
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .max(4)
          .unique()
          .custom(async (plans: { _ref?: string }[] | undefined, context) => {
            const ids = (plans ?? []).flatMap((plan) => (plan._ref ? [plan._ref] : []))
            if (ids.length < 2) return true
            const highlighted = await context
              .getClient({ apiVersion: VALIDATION_API_VERSION })
              .fetch<string[]>(`*[_id in $ids && mostPopular == true].name`, { ids })
            return highlighted.length <= 1
              ? true
              : `Only one plan per tab can be highlighted, and "${highlighted.join('", "')}" all are: untick all but one in the plans first.`
          }),
    }),
    defineField({
      name: 'supportingContent',
      title: 'Box under the plans',
      type: 'object',
      description: 'Extra information under the plan cards, for example the billing options.',
      fields: [
        defineField({
          name: 'title',
          title: 'Title',
          type: 'string',
          description: 'The heading of the box.',
          validation: (rule) => rule.required().max(90),
        }),
        defineField({
          name: 'description',
          title: 'Text',
          type: 'text',
          rows: 3,
          description: 'A few sentences.',
          validation: (rule) => rule.required().max(400),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'ctaParagraph',
      title: 'Closing paragraph',
      type: 'text',
      rows: 2,
      description: "The sentence before the 'Let's Talk' button.",
      validation: (rule) => rule.required().max(300),
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'categoryId' } },
})

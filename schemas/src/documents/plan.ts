import { defineArrayMember, defineField, defineType, type ValidationContext } from 'sanity'
import { publishedIdOf, VALIDATION_API_VERSION } from '../objects/fieldHelpers'
import { INTEREST_OPTIONS, PLAN_FREQUENCIES, type PlanCategoryId } from '../options'

const FREQUENCY_TITLES: Record<(typeof PLAN_FREQUENCIES)[number], string> = {
  month: 'per month',
  'one-time': 'one-time',
  pricing: 'pricing (no period shown)',
}

/**
 * The price as the plan card shows it, and the badge when the plan is highlighted. The badge's
 * text belongs to the pricing tab ("Most Popular", "Best Value"); the Pricing menu names it.
 */
export function planPreviewSubtitle(plan: { price?: string; frequency?: string; mostPopular?: boolean }): string {
  const period = plan.frequency === 'month' ? 'per month' : plan.frequency === 'one-time' ? 'one-time' : undefined
  const price = [plan.price ?? 'No price', period].filter(Boolean).join(' ')
  return plan.mostPopular ? `${price} · ★ shows the tab's badge` : price
}

/**
 * A warning for a price term that belongs to one pricing tab's plans (the response time to AI
 * Automation's, the monthly retainer to Websites & Apps'): missing on a plan of that tab, whose
 * card would then lack a line its neighbours have, or written on a plan of the other tab, where it
 * would be the only card with that line. A warning, not an error: a plan being moved from one tab
 * to the other is in both, or in neither, for a while.
 */
function belongsToTab(tabId: PlanCategoryId, term: string) {
  return async (value: unknown, context: ValidationContext) => {
    const tabs = await context
      .getClient({ apiVersion: VALIDATION_API_VERSION })
      .fetch<{ categoryId: string; name: string }[]>(
        `*[_type == "planCategory" && references($id)]{categoryId, name}`,
        { id: publishedIdOf(context) },
      )
    const written = typeof value === 'string' && value.trim() !== ''
    const home = tabs.find((tab) => tab.categoryId === tabId)
    const other = tabs.find((tab) => tab.categoryId !== tabId)
    if (home && !written) return `Plans in the "${home.name}" tab show a ${term}, and this one has none.`
    if (other && written)
      return `Plans in the "${other.name}" tab show no ${term}: only this card would. Leave it empty.`
    return true
  }
}

export const plan = defineType({
  name: 'plan',
  title: 'Plan',
  type: 'document',
  groups: [
    { name: 'price', title: 'Price', default: true },
    { name: 'content', title: 'What is included' },
  ],
  fields: [
    defineField({
      name: 'name',
      title: 'Plan name',
      type: 'string',
      group: 'price',
      description: 'The heading of the plan card, for example "Growth".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'planId',
      title: 'Plan id',
      type: 'slug',
      group: 'price',
      description: 'A short fixed name used by the site, made from the plan name. Change it only with a developer.',
      options: { source: 'name' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      group: 'price',
      description: 'One or two sentences under the plan name.',
      validation: (rule) => rule.required().max(200),
    }),
    defineField({
      name: 'price',
      title: 'Price',
      type: 'string',
      group: 'price',
      description: 'Written exactly as shown, for example "500 EUR", "from 25,000 EUR" or "fully custom".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'frequency',
      title: 'Billing period',
      type: 'string',
      group: 'price',
      description:
        'Shown under the price, in the words set in Landing page → Pricing → Plan card labels ("per month", "one-time"); "pricing" shows none.',
      options: {
        list: PLAN_FREQUENCIES.map((value) => ({ value, title: FREQUENCY_TITLES[value] })),
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'setupFee',
      title: 'Setup fee',
      type: 'string',
      group: 'price',
      description: 'For example "2,000 EUR" or "1,000 EUR, or 0 with 3-month commitment". Leave empty if none.',
      validation: (rule) => rule.max(80),
    }),
    defineField({
      name: 'retainer',
      title: 'Monthly retainer',
      type: 'string',
      group: 'price',
      description: 'Websites & Apps plans: the ongoing monthly fee, for example "from 500 EUR per month".',
      validation: (rule) => [rule.max(80), rule.custom(belongsToTab('websites-apps', 'monthly retainer')).warning()],
    }),
    defineField({
      name: 'sla',
      title: 'Response time (SLA)',
      type: 'string',
      group: 'price',
      description: 'AI Automation plans only: how fast the team responds, for example "12h".',
      validation: (rule) => [rule.max(60), rule.custom(belongsToTab('ai-automation', 'response time')).warning()],
    }),
    defineField({
      name: 'mostPopular',
      title: 'Highlight as the recommended plan',
      type: 'boolean',
      group: 'price',
      description: "Shows the pricing tab's badge (such as 'Most Popular') on this plan. Only one plan per tab.",
      initialValue: false,
      // Every tab that lists this plan (its draft and published versions alike) is checked, not just the first found.
      validation: (rule) =>
        rule.custom(async (value, context) => {
          if (!value) return true
          const id = publishedIdOf(context)
          const others = await context
            .getClient({ apiVersion: VALIDATION_API_VERSION })
            .fetch<string[] | null>(
              `(*[_type == "planCategory" && references($id)].plans[]->{_id, name, mostPopular})[mostPopular && _id != $id].name`,
              { id },
            )
          const highlighted = [...new Set(others ?? [])]
          return highlighted.length === 0
            ? true
            : `Only one plan per pricing tab can be highlighted, and "${highlighted.join('", "')}" already is: untick it there and publish that first.`
        }),
    }),
    defineField({
      name: 'idealFor',
      title: 'Ideal for',
      type: 'string',
      group: 'content',
      description: 'Who should pick this plan, in one line.',
      validation: (rule) => rule.required().max(140),
    }),
    defineField({
      name: 'outcome',
      title: 'Outcome',
      type: 'string',
      group: 'content',
      description: 'What the client gets from it, in one line.',
      validation: (rule) => rule.required().max(160),
    }),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      group: 'content',
      description:
        'On desktop only the first 8 are listed; phones show all. Untick "Included" to show a feature struck through.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'planFeature',
          fields: [
            defineField({
              name: 'title',
              title: 'Feature',
              type: 'string',
              description: 'One line, for example "24/7 AI receptionist".',
              validation: (rule) => rule.required().max(90),
            }),
            defineField({
              name: 'included',
              title: 'Included',
              type: 'boolean',
              description: 'Untick to show the feature struck through, as not part of this plan.',
              initialValue: true,
            }),
            defineField({
              name: 'info',
              title: 'More information',
              type: 'string',
              description: 'Optional explanation shown in a small info bubble.',
              validation: (rule) => rule.max(200),
            }),
          ],
          preview: {
            select: { title: 'title', included: 'included' },
            prepare: ({ title, included }) => ({ title, subtitle: included === false ? 'Not included' : 'Included' }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'replaces',
      title: 'Replaces',
      type: 'array',
      group: 'content',
      description: 'Roles or tools this plan takes the place of, for example "Receptionist".',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(60) })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'buttonText',
      title: 'Button label',
      type: 'string',
      group: 'content',
      description: 'The button on the plan card; it scrolls to the booking form. Usually "Get Started".',
      initialValue: 'Get Started',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'bookingInterest',
      title: 'Preselected interest',
      type: 'string',
      group: 'content',
      description:
        "The choice picked in the booking form's 'I'm Interested In' when a visitor presses this plan's button.",
      options: { list: [...INTEREST_OPTIONS] },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'name', price: 'price', frequency: 'frequency', mostPopular: 'mostPopular' },
    prepare: ({ title, price, frequency, mostPopular }) => ({
      title: mostPopular ? `${title} ★` : title,
      subtitle: planPreviewSubtitle({ price, frequency, mostPopular }),
    }),
  },
})

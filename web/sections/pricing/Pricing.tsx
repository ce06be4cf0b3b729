import type { LANDING_PAGE_QUERY_RESULT } from '@/sanity.types'
import { ButtonLink } from '@/ui/ButtonLink'
import { SectionHeading } from '@/ui/SectionHeading'
import { FeatureTips } from './FeatureTips'
import { PLAN_CARD_ROWS, PlanCard } from './PlanCard'
import { PlanListFocus } from './PlanListFocus'
import { PricingTabs } from './PricingTabs'

type PricingContent = NonNullable<LANDING_PAGE_QUERY_RESULT>['pricingSection']

/**
 * The desktop row for the number of plans a category holds (the Studio allows 1 to 4). Three
 * or four share the section's width; one or two keep about a card's width each and sit in the
 * middle, rather than leaving empty columns to their right.
 */
const DESKTOP_ROW: Record<number, string> = {
  1: 'lg:mx-auto lg:max-w-md lg:grid-cols-1',
  2: 'lg:mx-auto lg:max-w-4xl lg:grid-cols-2',
  3: 'lg:mx-0 lg:grid-cols-3',
  4: 'lg:mx-0 lg:grid-cols-4',
}

export function Pricing({ content }: { content: PricingContent }) {
  const tabs = content.categories.map((category) => ({
    id: category.categoryId,
    label: category.name,
    panel: (
      <div data-testid={`pricing-${category.categoryId}`}>
        <div className="mx-auto max-w-3xl text-center">
          <h3 className="text-2xl font-bold">{category.title}</h3>
          <p className="mt-3 text-slate-600">{category.description}</p>
        </div>
        <ul
          data-plan-list
          aria-label={`${category.name} plans`}
          // On a phone the cards form a swipe list; when they all fit (one or two plans), `safe
          // center` puts them in the middle, and falls back to the start once they overflow.
          className={`-mx-4 mt-10 flex sm:-mx-6 sm:px-6 justify-center-safe snap-x snap-mandatory gap-6 overflow-x-auto px-4 pt-4 pb-6 lg:grid lg:gap-y-0 lg:overflow-visible lg:px-0 ${DESKTOP_ROW[category.plans.length] ?? DESKTOP_ROW[3]}`}
        >
          {category.plans.map((plan) => (
            <li key={plan._id} className={`flex ${PLAN_CARD_ROWS}`}>
              <PlanCard
                plan={plan}
                labels={content.planLabels}
                badgeLabel={category.badgeLabel}
                categoryId={category.categoryId}
              />
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-10 max-w-3xl rounded-2xl border border-blue-100 bg-blue-50 p-6 text-center">
          <h4 className="font-semibold">{category.supportingContent.title}</h4>
          <p className="mt-2 text-slate-700">{category.supportingContent.description}</p>
        </div>
        <div className="mx-auto mt-8 max-w-2xl text-center">
          <p className="text-slate-700">{category.ctaParagraph}</p>
          <ButtonLink
            href="#booking"
            className="mt-4 inline-block rounded-lg bg-slate-900 px-6 py-3 font-semibold text-white hover:bg-slate-700"
          >
            {content.ctaButtonLabel}
          </ButtonLink>
        </div>
      </div>
    ),
  }))
  return (
    <section id="pricing" tabIndex={-1} aria-labelledby="pricing-heading" className="landing-section bg-white">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="pricing-heading" heading={content.heading} intro={content.intro} />
        <div className="mt-10">
          <PricingTabs tabs={tabs} label="Pricing categories" />
        </div>
        <FeatureTips />
        <PlanListFocus />
      </div>
    </section>
  )
}

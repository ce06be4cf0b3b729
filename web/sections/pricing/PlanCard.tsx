import type { Interest } from '@site/schemas/options'
import { Check, Info, X } from 'lucide'
import { DESKTOP_PLAN_FEATURES } from '@/config/timings'
import type { LANDING_PAGE_QUERY_RESULT } from '@/sanity.types'
import { SvgIcon } from '@/ui/SvgIcon'
import { PlanButton } from './PlanButton'

type PricingContent = NonNullable<LANDING_PAGE_QUERY_RESULT>['pricingSection']
export type Plan = PricingContent['categories'][number]['plans'][number]
/** The words around a plan's own values ("Setup fee:", "per month"), edited once for every card. */
export type PlanLabels = PricingContent['planLabels']

/** The label after a price, by billing period; a price "on request" has none. A record, so a new period fails to compile until it has its label. */
function frequencySuffix(frequency: Plan['frequency'], labels: PlanLabels): string | null {
  const suffixes: Record<Plan['frequency'], string | null> = {
    month: labels.perMonth,
    'one-time': labels.oneTime,
    pricing: null,
  }
  return suffixes[frequency]
}

/** A plan's terms under its price, in this order, each with its label of the same name; one a plan lacks is left out. */
const TERMS = ['setupFee', 'retainer', 'sla'] as const satisfies readonly (keyof Plan & keyof PlanLabels)[]

/** The grid cell each card fills from `lg`: nine rows, one per part, shared with the cards beside it. */
export const PLAN_CARD_ROWS = 'lg:row-span-9 lg:grid lg:grid-rows-subgrid'

/**
 * One plan. Phones show every feature in a swipeable row of cards; from the `lg` breakpoint
 * the cards sit in a grid and list only the first 8 features (spec section 9).
 *
 * In the grid each card, and the list item holding it, is a subgrid of nine rows
 * (`PLAN_CARD_ROWS`) shared with the cards beside it, so prices, features and buttons line up
 * across the row whatever the length of a description, or a price that wraps. Every part names
 * its row, so a card without a "Replaces" line leaves that row empty instead of moving its outcome
 * up. Its one column is `minmax(0, 1fr)` and it may shrink (`lg:min-w-0 lg:grid-cols-1`): an
 * automatic column and minimum would make it as wide as its longest word (a web address, a price
 * without spaces) and push it over the next card.
 */
export function PlanCard({
  plan,
  labels,
  badgeLabel,
  categoryId,
}: {
  plan: Plan
  labels: PlanLabels
  badgeLabel: string
  categoryId: string
}) {
  const suffix = frequencySuffix(plan.frequency, labels)
  // The Studio lets one plan appear in two tabs; both cards are in the page, so ids name the tab too.
  const id = `${categoryId}-${plan.planId}`
  return (
    <article
      aria-labelledby={`plan-${id}`}
      data-reveal
      data-testid="plan-card"
      data-most-popular={plan.mostPopular || undefined}
      className={`reveal relative flex w-[78vw] max-w-sm shrink-0 snap-center flex-col rounded-2xl border bg-white p-6 shadow-sm sm:w-80 lg:w-full lg:max-w-none lg:min-w-0 lg:shrink lg:grid-cols-1 lg:gap-y-0 ${PLAN_CARD_ROWS} ${
        // Forced colours drop the ring (a shadow) and paint every border alike: a thicker one keeps the pick apart.
        plan.mostPopular ? 'border-blue-600 ring-2 ring-blue-600 forced-colors:border-[3px]' : 'border-slate-200'
      }`}
    >
      {/* A level below the tab's title (h3); the badge follows the name in the document, so a
          screen reader moving by headings hears it, and is drawn above the card. */}
      <h4 id={`plan-${id}`} className="text-xl font-bold lg:row-start-1">
        {plan.name}
      </h4>
      {plan.mostPopular && (
        <p className="absolute -top-3 start-1/2 -translate-x-1/2 rounded-full bg-blue-600 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white forced-colors:border">
          {badgeLabel}
        </p>
      )}
      <p className="mt-2 text-sm text-slate-600 lg:row-start-2">{plan.description}</p>
      <p data-testid="plan-price" className="mt-5 lg:row-start-3 lg:self-end">
        {/* Balanced, so a price that needs two lines breaks after "from", not inside "25,000 EUR";
            one step smaller in the four-column row at lg, where the figure would not fit. The
            period takes its own line, so the cards read alike whatever the width of their figures
            (beside a short figure it would otherwise fit on the figure's line, beside a long one
            not). At the foot of its row: when one card's price takes two lines, the others' sit
            level with its second, right above their setup fees, instead of leaving a gap under
            their "per month". */}
        <span className="inline-block max-w-full text-3xl font-extrabold text-balance lg:text-2xl xl:text-3xl">
          {plan.price}
        </span>
        {suffix ? (
          <span className="block whitespace-nowrap text-slate-600"> {suffix}</span>
        ) : (
          // In the desktop row an empty period line keeps a price without one ("fully custom")
          // level with its neighbours' figures rather than with their "one-time".
          <span aria-hidden="true" className="hidden lg:block">
            &nbsp;
          </span>
        )}
      </p>
      <dl className="mt-3 space-y-1 text-sm text-slate-700 lg:row-start-4">
        {TERMS.map(
          (term) =>
            plan[term] && (
              <div key={term}>
                <dt className="inline font-medium">{labels[term]} </dt>
                <dd className="inline">
                  <TermsKeptWhole text={plan[term]} />
                </dd>
              </div>
            ),
        )}
      </dl>
      <p className="mt-4 text-sm lg:row-start-5">
        <span className="font-medium">{labels.idealFor} </span>
        {plan.idealFor}
      </p>
      <ul className="mt-5 space-y-2 text-sm lg:row-start-6">
        {plan.features.map((feature, index) => (
          <li
            key={feature._key}
            data-testid="plan-feature"
            className={`flex items-start gap-2 ${index >= DESKTOP_PLAN_FEATURES ? 'lg:hidden' : ''}`}
          >
            {feature.included === false ? (
              <SvgIcon icon={X} className="mt-0.5 size-4 shrink-0 text-slate-400" />
            ) : (
              <SvgIcon icon={Check} className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            )}
            <div className="relative min-w-0 flex-1">
              <FeatureName feature={feature} tipId={`tip-${id}-${feature._key}`} />
            </div>
          </li>
        ))}
      </ul>
      {plan.replaces && plan.replaces.length > 0 && (
        <p className="mt-4 text-xs text-slate-600 lg:row-start-7">
          <span className="font-medium">{labels.replaces} </span>
          {plan.replaces.join(', ')}
        </p>
      )}
      <p className="mt-3 text-sm text-slate-700 lg:row-start-8">
        <span className="font-medium">{labels.outcome} </span>
        {plan.outcome}
      </p>
      {/* On a phone the cards side by side are as tall as the tallest, and a shorter card's spare
          room goes above its button: the buttons line up as the visitor swipes, and neither a gap
          after the features nor a blank stretch under the short cards is left. */}
      <div className="mt-auto pt-6 lg:row-start-9">
        <PlanButton
          interest={plan.bookingInterest as Interest}
          label={plan.buttonText}
          planName={plan.name}
          highlighted={plan.mostPopular === true}
        />
      </div>
    </article>
  )
}

/** A number and its unit joined by a hyphen: "3-month", "12-month". */
const HYPHENATED_TERM = /(\d+-\p{L}+)/u

/**
 * A setup fee's "or 0 with 3-month commitment" broke at the hyphen, leaving "3-" at the end of a
 * line and "month" on the next; such a term is kept on one line. The text itself is unchanged (a
 * non-breaking hyphen would change what is copied or searched for).
 */
function TermsKeptWhole({ text }: { text: string }) {
  return text.split(HYPHENATED_TERM).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered.
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  )
}

type Feature = Plan['features'][number]

/** A last word longer than this keeps only its last few characters on the icon's line. */
const GLUED_WORD_MAX = 12
const GLUED_TAIL = 6

/**
 * Splits a feature's title into what may wrap and the end that stays on one line with its info
 * icon: the last word, or, of a long one (a web address, "Microsoft-Dynamics-365"), only its last
 * few characters, so the rest of the word can still break at its hyphens or where it must instead
 * of pushing the card wider than its column.
 */
export function splitBeforeIcon(title: string): [head: string, tail: string] {
  const lastWord = Array.from(title.slice(title.lastIndexOf(' ') + 1))
  const tail = (lastWord.length > GLUED_WORD_MAX ? lastWord.slice(-GLUED_TAIL) : lastWord).join('')
  return [title.slice(0, title.length - tail.length), tail]
}

/**
 * A feature's name, struck through when the plan does not include it, and its info tip if it has
 * one. The tip's icon is kept on the line of the name's last word (a line could otherwise break
 * between the two and leave the icon alone on the next line), so that word (`splitBeforeIcon`) and
 * the tip share a non-wrapping wrapper: a <div>, as a <details> may not sit in a <span>.
 */
function FeatureName({ feature, tipId }: { feature: Feature; tipId: string }) {
  const excluded = feature.included === false
  const name = (text: string, first: boolean) =>
    excluded ? (
      <del className="text-slate-500">
        {first && <span className="sr-only">Not included: </span>}
        {text}
      </del>
    ) : (
      <span>{text}</span>
    )
  if (!feature.info) return name(feature.title, true)
  const [head, tail] = splitBeforeIcon(feature.title)
  return (
    <>
      {head && name(head, true)}
      <div className="inline whitespace-nowrap">
        {name(tail, !head)}
        {/* One name for every tip: opening one closes the one open before, with or without script. */}
        <details name="plan-feature-tip" className="feature-info inline">
          {/* Described by the tip, so a screen reader reads it when the icon takes focus, as the
              tip is shown then. */}
          <summary
            aria-describedby={tipId}
            className="ms-1 inline-flex size-6 cursor-pointer list-none items-center justify-center rounded-full align-middle text-slate-500 hover:text-slate-900 [&::-webkit-details-marker]:hidden"
          >
            <SvgIcon icon={Info} className="size-4" />
            <span className="sr-only">More about {feature.title}</span>
          </summary>
          <span
            id={tipId}
            className="feature-tip mt-1 block rounded-lg bg-slate-900 px-3 py-2 text-xs whitespace-normal text-white shadow-lg forced-colors:border"
          >
            {feature.info}
          </span>
        </details>
      </div>
    </>
  )
}

import { ArrowRight, Eye, Target } from 'lucide'
import type { ABOUT_PAGE_QUERY_RESULT } from '@/sanity.types'
import { Icon } from '@/ui/Icon'
import { PageLink } from '@/ui/PageLink'
import { SvgIcon } from '@/ui/SvgIcon'

type AboutPage = NonNullable<ABOUT_PAGE_QUERY_RESULT>

/** Where the closing call to action leads: the landing page's booking form. */
const BOOKING_HREF = '/#booking'

/**
 * The About page, in the spec's order: hero (headline and introduction), mission and vision, the
 * core values, and a closing call to action whose button ("Get Started Today") leads to booking.
 */
export function AboutContent({ page }: { page: AboutPage }) {
  const cards = [
    { key: 'mission', icon: Target, ...page.mission },
    { key: 'vision', icon: Eye, ...page.vision },
  ]
  return (
    <>
      <div className="relative isolate overflow-hidden bg-slate-950 px-4 pt-14 pb-20 text-white sm:px-6 lg:px-8 lg:pt-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,rgba(59,130,246,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgba(168,85,247,0.3),transparent_50%)]"
        />
        <div className="mx-auto max-w-4xl text-center">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{page.headline}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300">{page.intro}</p>
        </div>
      </div>

      <div className="px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <div className="mx-auto grid max-w-7xl gap-6 md:grid-cols-2">
          {cards.map((card) => (
            <section
              key={card.key}
              aria-labelledby={`${card.key}-heading`}
              className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-linear-to-br from-blue-600 to-purple-600 text-white">
                <SvgIcon icon={card.icon} className="size-6" />
              </span>
              <h2 id={`${card.key}-heading`} className="mt-5 text-2xl font-bold text-slate-900">
                {card.title}
              </h2>
              <p className="mt-3 leading-relaxed text-slate-600">{card.body}</p>
            </section>
          ))}
        </div>
      </div>

      <section aria-labelledby="values-heading" className="bg-slate-50 px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <div className="mx-auto max-w-7xl">
          <h2 id="values-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {page.valuesHeading}
          </h2>
          <ul className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.values.map((value) => (
              <li
                key={value._id}
                data-testid="core-value"
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-blue-50 text-blue-700">
                  <Icon name={value.icon} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{value.title}</h3>
                <p className="mt-2 text-slate-600">{value.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="closing-heading"
        className="bg-slate-950 px-4 py-16 text-white sm:px-6 lg:px-8 lg:py-24"
      >
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="closing-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {page.closingCta.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-300">{page.closingCta.text}</p>
          <PageLink
            href={BOOKING_HREF}
            className="mt-8 inline-flex items-center gap-2 rounded-lg bg-blue-600 px-6 py-3 font-semibold shadow-lg shadow-blue-600/30 hover:bg-blue-700"
          >
            {page.closingCta.buttonLabel}
            <SvgIcon icon={ArrowRight} className="size-5" />
          </PageLink>
        </div>
      </section>
    </>
  )
}

import { CircleCheck } from 'lucide'
import type { ReactNode } from 'react'
import type { LANDING_PAGE_QUERY_RESULT } from '@/sanity.types'
import { SectionHeading } from '@/ui/SectionHeading'
import { SvgIcon } from '@/ui/SvgIcon'

type BookingContent = NonNullable<LANDING_PAGE_QUERY_RESULT>['bookingSection']

/** The booking section's layout: the form and the scheduling widget beside "What to Expect". */
export function BookingSection({
  content,
  form,
  scheduler,
}: {
  content: BookingContent
  form: ReactNode
  scheduler: ReactNode
}) {
  return (
    <section id="booking" tabIndex={-1} aria-labelledby="booking-heading" className="landing-section bg-white">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="booking-heading" heading={content.heading} intro={content.intro} />
        {/* One column as wide as the screen, not as wide as its widest word: with a phone's text set
            larger, "recommendations" in What to Expect widened the page past the screen. */}
        <div className="mt-12 grid grid-cols-1 gap-10 lg:grid-cols-[1.4fr_1fr]">
          {/* As tall as the form, not as the panel beside it: stretched to the panel, it left 200 px
              of empty card under the button on a desktop (more with the calendar open). The success
              message then takes a shorter card; the taller panel beside it keeps the page below in
              place. */}
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:self-start">{form}</div>
          {/* A plain block, not an <aside>: a complementary landmark inside the booking region is
              one more stop for a screen reader's landmark list, and its headings already name it. */}
          <div data-testid="booking-side-panel" className="space-y-6">
            <div className="rounded-2xl bg-slate-950 p-6 text-white sm:p-8">
              <h3 id="expect-heading" className="text-xl font-bold">
                {content.expectHeading}
              </h3>
              <ol className="mt-5 space-y-4">
                {content.expectSteps.map((step, index) => (
                  <li key={step._key} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-blue-600 text-sm font-bold"
                    >
                      {index + 1}
                    </span>
                    {/* A word longer than the line breaks rather than push the page wider. */}
                    <div className="min-w-0 wrap-break-word">
                      <p className="font-semibold">{step.title}</p>
                      <p className="mt-1 text-sm text-slate-300">{step.description}</p>
                    </div>
                  </li>
                ))}
              </ol>
              <ul className="mt-6 flex flex-wrap gap-2">
                {content.expectFacts.map((fact) => (
                  <li key={fact} className="flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm">
                    <SvgIcon icon={CircleCheck} className="size-4 text-emerald-400" />
                    {fact}
                  </li>
                ))}
              </ul>
            </div>
            {/* The calendar opens on screen only, so a printout leaves its box out. */}
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 print:hidden">
              <h3 className="text-lg font-semibold">{content.calendarHeading}</h3>
              <div className="mt-4">{scheduler}</div>
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}

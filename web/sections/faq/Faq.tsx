import { ChevronDown } from 'lucide-react'
import type { LANDING_PAGE_QUERY_RESULT } from '@/sanity.types'
import { RichText } from '@/ui/RichText'
import { SectionHeading } from '@/ui/SectionHeading'

type FaqContent = NonNullable<LANDING_PAGE_QUERY_RESULT>['faqSection']

/**
 * The questions are native <details> sharing one `name`: the browser keeps at most one open,
 * toggles on click, Enter and Space, and announces the state, with no script at all.
 */
export function Faq({ content }: { content: FaqContent }) {
  return (
    <section id="faq" tabIndex={-1} aria-labelledby="faq-heading" className="landing-section bg-slate-50">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq-heading" heading={content.heading} intro={content.intro} />
        <div className="mt-10 space-y-3">
          {content.items.map((item) => (
            <details
              key={item._id}
              name="faq"
              data-testid="faq-item"
              className="group rounded-xl border border-slate-200 bg-white open:shadow-sm"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
                <h3 className="min-w-0">{item.question}</h3>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <RichText value={item.answer} className="px-5 pb-5 text-slate-700" />
            </details>
          ))}
        </div>
        <div className="mt-10 text-center">
          <a
            href="#booking"
            className="inline-block rounded-lg bg-blue-600 px-6 py-3 font-semibold text-white hover:bg-blue-700"
          >
            {content.ctaButtonLabel}
          </a>
        </div>
      </div>
    </section>
  )
}

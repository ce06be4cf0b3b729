import type { LANDING_PAGE_QUERY_RESULT } from '@/sanity.types'
import { ButtonLink } from '@/ui/ButtonLink'
import { RichText } from '@/ui/RichText'
import { SectionHeading } from '@/ui/SectionHeading'
import { FaqAccordion } from './FaqAccordion'

type FaqContent = NonNullable<LANDING_PAGE_QUERY_RESULT>['faqSection']

/** The answers are rendered here, on the server; only the accordion's open state is script. */
export function Faq({ content }: { content: FaqContent }) {
  return (
    <section id="faq" tabIndex={-1} aria-labelledby="faq-heading" className="landing-section bg-slate-50">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq-heading" heading={content.heading} intro={content.intro} />
        <FaqAccordion
          items={content.items.map((item) => ({
            id: item._id,
            question: item.question,
            answer: <RichText value={item.answer} />,
          }))}
        />
        <div className="mt-10 text-center">
          <ButtonLink
            href="#booking"
            className="inline-block rounded-lg bg-blue-600 px-6 py-3 font-semibold text-white hover:bg-blue-700"
          >
            {content.ctaButtonLabel}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}

import { TIMINGS } from '@/config/timings'
import type { LANDING_PAGE_QUERY_RESULT } from '@/sanity.types'
import { gradientClasses } from '@/ui/gradients'
import { Icon } from '@/ui/Icon'
import { RevealOnScroll } from '@/ui/RevealOnScroll'
import { SectionHeading } from '@/ui/SectionHeading'

type BenefitsContent = NonNullable<LANDING_PAGE_QUERY_RESULT>['benefitsSection']

export function Benefits({ content }: { content: BenefitsContent }) {
  const { testimonial } = content
  return (
    <section id="benefits" tabIndex={-1} aria-labelledby="benefits-heading" className="landing-section bg-white">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="benefits-heading" heading={content.heading} intro={content.intro} />
        <RevealOnScroll
          threshold={TIMINGS.benefitRevealThreshold}
          staggerMs={TIMINGS.benefitStaggerMs}
          className="mt-12"
        >
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {content.benefits.map((benefit) => (
              <li
                key={benefit._id}
                data-reveal
                data-testid="benefit-card"
                className="reveal flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                {/* The title comes first in the document, so a screen reader moving by headings hears
                    the figure after it; the figure is still drawn above the title. */}
                <h3 className="order-2 mt-4 text-lg font-semibold">{benefit.title}</h3>
                <span
                  className={`order-first flex size-12 items-center justify-center rounded-xl text-white ${gradientClasses(benefit.gradient)}`}
                >
                  <Icon name={benefit.icon} className="size-6" />
                </span>
                {/* One paragraph, "80+ Hours saved every month", read as the one statement it is; a
                    figure in a paragraph of its own reads, and is styled, as a heading would be. */}
                <p className="order-1 mt-5 flex flex-col">
                  <span className="text-3xl font-extrabold text-slate-900">{benefit.stat}</span>{' '}
                  <span className="text-sm font-medium text-slate-600">{benefit.statLabel}</span>
                </p>
                <p className="order-3 mt-2 text-slate-600">{benefit.description}</p>
              </li>
            ))}
          </ul>
        </RevealOnScroll>
        {testimonial && (
          <figure className="mx-auto mt-16 max-w-3xl rounded-2xl bg-slate-950 p-8 text-white sm:p-10">
            <blockquote className="text-xl leading-relaxed">
              <p>“{testimonial.quote}”</p>
            </blockquote>
            <figcaption className="mt-6">
              <span className="font-semibold">{testimonial.name}</span>
              <span className="text-slate-300">, {testimonial.role}</span>
            </figcaption>
          </figure>
        )}
      </div>
    </section>
  )
}

import { TIMINGS } from '@/config/timings'
import { croppedImageUrl } from '@/content/croppedImageUrl'
import type { LANDING_PAGE_QUERY_RESULT } from '@/sanity.types'
import { ButtonLink } from '@/ui/ButtonLink'
import { gradientClasses } from '@/ui/gradients'
import { Icon } from '@/ui/Icon'
import { ResponsiveImage } from '@/ui/ResponsiveImage'
import { RevealOnScroll } from '@/ui/RevealOnScroll'
import { SectionHeading } from '@/ui/SectionHeading'
import { LearnMoreButton } from './LearnMoreButton'
import { ServiceDialog } from './ServiceDialog'
import { ServiceUrlSync } from './ServiceUrlSync'
import { serviceCardId } from './serviceUrl'

/** The card's 3:2 picture, as large as its optimised versions go (400 px drawn, at up to 3×). */
const SERVICE_IMAGE_SIZE = { width: 1200, height: 800 }

type ServicesContent = NonNullable<LANDING_PAGE_QUERY_RESULT>['servicesSection']

export function Services({ content }: { content: ServicesContent }) {
  return (
    <section id="services" tabIndex={-1} aria-labelledby="services-heading" className="landing-section bg-slate-50">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="services-heading" heading={content.heading} intro={content.intro} />
        <RevealOnScroll threshold={TIMINGS.serviceRevealThreshold} className="mt-12">
          {/* Rows of two, then three from 1280 px (at 1024 three columns squeezed a title onto four
              lines), with a short last row centred rather than leaving a hole (five services:
              2 + 2 + 1, then 3 + 2). */}
          <ul className="flex flex-wrap justify-center gap-8">
            {content.services.map((service) => (
              <li
                key={service._id}
                id={serviceCardId(service.serviceNumber)}
                data-reveal
                data-testid="service-card"
                className="reveal flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:w-[calc((100%-2rem)/2)] xl:w-[calc((100%-4rem)/3)]"
              >
                {/* Tinted while the picture loads (lazily, as the card nears the screen), so a slow
                    connection shows a picture's place, not a gap in a white card. */}
                <div className="relative aspect-[3/2] bg-slate-100">
                  {service.image.url && (
                    <ResponsiveImage
                      src={croppedImageUrl(service.image, SERVICE_IMAGE_SIZE) ?? service.image.url}
                      alt={service.image.alt ?? ''}
                      fill
                      sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
                      className="object-cover"
                    />
                  )}
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <div className="flex items-center gap-3">
                    <span
                      className={`flex size-10 shrink-0 items-center justify-center rounded-lg text-white ${gradientClasses(service.gradient)}`}
                    >
                      <Icon name={service.icon} className="size-5" />
                    </span>
                    <h3 className="text-xl font-semibold text-balance">{service.title}</h3>
                  </div>
                  <p className="mt-3 text-slate-600">{service.description}</p>
                  <ul className="mt-4 space-y-2 text-sm text-slate-700">
                    {service.outcomes.map((outcome) => (
                      <li key={outcome} className="flex gap-2">
                        <span aria-hidden="true" className="text-emerald-600">
                          ✓
                        </span>
                        {outcome}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-auto">
                    <LearnMoreButton
                      serviceNumber={service.serviceNumber}
                      label={content.learnMoreLabel}
                      serviceTitle={service.title}
                    />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </RevealOnScroll>
        <div className="mx-auto mt-16 max-w-3xl rounded-2xl bg-linear-to-r from-blue-700 to-purple-700 p-8 text-center text-white">
          <h3 className="text-2xl font-bold">{content.ctaHeading}</h3>
          <p className="mt-3 text-blue-50">{content.ctaText}</p>
          {/* A white focus ring: the site's blue one has no contrast against this blue-to-purple panel. */}
          <ButtonLink
            href="#booking"
            className="mt-6 inline-block max-w-full rounded-lg bg-white px-6 py-3 wrap-break-word font-semibold text-blue-800 hover:bg-blue-50 focus-visible:outline-white"
          >
            {content.ctaButtonLabel}
          </ButtonLink>
        </div>
      </div>
      {content.services.map((service) => (
        <ServiceDialog
          key={service._id}
          service={service}
          bookLabel={content.modalBookLabel}
          closeLabel={content.modalCloseLabel}
        />
      ))}
      <ServiceUrlSync />
    </section>
  )
}

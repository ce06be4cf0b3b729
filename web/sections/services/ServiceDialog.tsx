import type { Interest } from '@site/schemas/options'
import { X } from 'lucide'
import type { LANDING_PAGE_QUERY_RESULT } from '@/sanity.types'
import { DialogClose } from '@/ui/dialog'
import { Icon } from '@/ui/Icon'
import { Paragraphs } from '@/ui/Paragraphs'
import { SvgIcon } from '@/ui/SvgIcon'
import { BookServiceLink, ServiceModal } from './ServiceDialogControls'
import { serviceDialogId } from './serviceUrl'

type Service = NonNullable<LANDING_PAGE_QUERY_RESULT>['servicesSection']['services'][number]

type Props = {
  service: Service
  bookLabel: string
  closeLabel: string
}

/** A service's details window: subtitle, long description, four key benefits and a client story. */
export function ServiceDialog({ service, bookLabel, closeLabel }: Props) {
  const id = serviceDialogId(service.serviceNumber)
  const titleId = `${id}-title`
  const subtitleId = `${id}-subtitle`
  return (
    <ServiceModal
      id={id}
      labelledBy={titleId}
      describedBy={subtitleId}
      className="m-auto max-h-[90dvh] w-[min(48rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-2xl window-backdrop"
    >
      {/* Stays in the window's top corner while a long story scrolls beneath it on a phone; the
          zero-height sticky row takes no room from the content. Opaque, with a shadow, so the text
          passing under it is hidden behind a button that floats, not seen through it. */}
      <div className="sticky top-0 z-10 flex h-0 justify-end">
        <DialogClose
          dialogId={id}
          aria-label="Close"
          className="me-4 mt-4 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-slate-500 shadow-md ring-1 ring-slate-900/5 hover:bg-slate-100 hover:text-slate-900"
        >
          <SvgIcon icon={X} className="size-5" />
        </DialogClose>
      </div>
      <div className="p-6 sm:p-8">
        <h2 id={titleId} className="pe-10 text-2xl font-bold text-balance sm:text-3xl">
          {service.title}
        </h2>
        <p id={subtitleId} className="mt-2 text-lg font-medium text-blue-700">
          {service.subtitle}
        </p>
        <Paragraphs text={service.detailedDescription} className="mt-4 space-y-3 text-slate-700" />
        <h3 className="mt-8 text-lg font-semibold">Key benefits</h3>
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          {service.keyBenefits.map((benefit) => (
            <li key={benefit._key} className="flex gap-3 rounded-xl bg-slate-50 p-4">
              <Icon name={benefit.icon} className="mt-0.5 size-5 shrink-0 text-blue-700" />
              <div className="min-w-0">
                <h4 className="font-semibold">{benefit.title}</h4>
                <p className="mt-1 text-sm text-slate-600">{benefit.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <section aria-labelledby={`${id}-story`} className="mt-8 rounded-xl border border-blue-100 bg-blue-50 p-5">
          <h3 id={`${id}-story`} className="font-semibold">
            Client success story
          </h3>
          <p className="mt-1 text-sm font-medium text-slate-700">{service.realWorldExample.client}</p>
          <p className="mt-2 text-slate-700">{service.realWorldExample.story}</p>
          <p className="mt-2 font-semibold text-blue-800">{service.realWorldExample.result}</p>
        </section>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <BookServiceLink
            dialogId={id}
            interest={service.bookingInterest as Interest}
            className="rounded-lg border border-transparent bg-blue-600 px-5 py-3 text-center font-semibold text-white hover:bg-blue-700"
          >
            {bookLabel}
          </BookServiceLink>
          <DialogClose
            dialogId={id}
            className="rounded-lg border border-slate-300 px-5 py-3 font-semibold hover:bg-slate-50"
          >
            {closeLabel}
          </DialogClose>
        </div>
      </div>
    </ServiceModal>
  )
}

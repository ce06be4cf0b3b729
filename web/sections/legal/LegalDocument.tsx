import { ShieldCheck } from 'lucide'
import type { LEGAL_PAGE_QUERY_RESULT } from '@/sanity.types'
import { RichText } from '@/ui/RichText'
import { SvgIcon } from '@/ui/SvgIcon'
import { formatLongDate } from './formatDate'
import { sectionAnchors } from './sectionAnchors'

type LegalPage = NonNullable<LEGAL_PAGE_QUERY_RESULT>

/** A Privacy, Terms or Cookie policy: badge, title, date, and sections numbered 1, 2, 3… in the editor's order. */
export function LegalDocument({ page }: { page: LegalPage }) {
  const anchors = sectionAnchors(page.sections.map((section) => section.heading))
  return (
    <>
      <div className="relative isolate overflow-hidden bg-slate-950 px-4 pt-14 pb-16 text-white sm:px-6 lg:px-8 lg:pt-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,rgba(59,130,246,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgba(168,85,247,0.3),transparent_50%)]"
        />
        <div className="mx-auto max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-blue-100 ring-1 ring-white/20">
            <SvgIcon icon={ShieldCheck} className="size-4" />
            {page.badge}
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight sm:text-5xl">{page.title}</h1>
          <p className="mt-4 text-slate-300">
            Last updated: <time dateTime={page.lastUpdated}>{formatLongDate(page.lastUpdated)}</time>
          </p>
          {page.intro && <p className="mt-6 text-lg text-slate-200">{page.intro}</p>}
        </div>
      </div>
      <div className="px-4 py-14 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl space-y-10">
          {page.sections.map((section, index) => (
            <section key={section._key} aria-labelledby={anchors[index]}>
              <h2 id={anchors[index]} className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900">
                {index + 1}. {section.heading}
              </h2>
              <RichText value={section.body} className="mt-4 leading-relaxed text-slate-700" />
            </section>
          ))}
        </div>
      </div>
    </>
  )
}

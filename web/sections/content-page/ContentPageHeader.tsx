import { ArrowLeft } from 'lucide'
import { BrandLogo } from '@/ui/BrandLogo'
import { PageLink } from '@/ui/PageLink'
import { SvgIcon } from '@/ui/SvgIcon'

/** The spec's label for the link back to the landing page. */
export const BACK_TO_HOME_LABEL = 'Back to Home'

/**
 * The header of every page other than the landing page: the logo and brand name, and a way
 * back. Both go to "/", and Next's <Link> opens it at the top. Where the two do not fit on one
 * line (a 320 px screen with the visitor's own wider text spacing), the brand name wraps and the
 * way back stays whole.
 */
export function ContentPageHeader({ brandName, logoUrl }: { brandName: string; logoUrl: string | null }) {
  return (
    <header className="sticky top-0 z-40 bg-slate-950/95 px-4 sm:px-6 lg:px-8 text-white shadow-lg backdrop-blur">
      {/* At least 4rem; taller only if a long brand name wraps, rather than spilling over its edges. */}
      <div className="mx-auto flex min-h-16 max-w-7xl items-center justify-between gap-3 py-2">
        <PageLink href="/" className="flex min-w-0 items-center gap-2 rounded font-bold text-base min-[400px]:text-lg">
          <BrandLogo src={logoUrl} className="size-8 min-[400px]:size-9" />
          <span>{brandName}</span>
        </PageLink>
        <PageLink
          href="/"
          className="inline-flex shrink-0 items-center gap-2 rounded-lg border border-white/30 px-2 py-2 text-xs font-semibold whitespace-nowrap hover:bg-white/10 min-[400px]:px-3 min-[400px]:text-sm print:hidden"
        >
          <SvgIcon icon={ArrowLeft} className="hidden size-4 min-[400px]:block" />
          {BACK_TO_HOME_LABEL}
        </PageLink>
      </div>
    </header>
  )
}

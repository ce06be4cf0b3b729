import type { CSSProperties } from 'react'
import { TIMINGS } from '@/config/timings'
import type { SITE_SETTINGS_QUERY_RESULT } from '@/sanity.types'
import { BrandLogo } from '@/ui/BrandLogo'
import { ButtonLink } from '@/ui/ButtonLink'
import { DialogTrigger } from '@/ui/dialog'
import { HeaderScrollState } from './HeaderScrollState'
import { MobileMenu, MobileMenuButton } from './MobileMenu'

const HEADER_ID = 'site-header'

type Settings = NonNullable<SITE_SETTINGS_QUERY_RESULT>

function sectionLinks(settings: Settings) {
  return settings.navigation.map((link) => ({ key: link._key, label: link.label, href: `#${link.sectionId}` }))
}

/**
 * The landing page's fixed header. Section links are plain anchors: the browser scrolls
 * (smoothly with JavaScript, per globals.css), keeps the heading clear of the header (the
 * root's scroll-padding-top) and updates the URL hash, with or without JavaScript.
 */
export function SiteHeader({ settings, demoDialogId }: { settings: Settings; demoDialogId: string }) {
  return (
    <header
      id={HEADER_ID}
      // Opaque past the spec's 50 px of scroll: globals.css, `.opaque-after-scroll`.
      style={{ '--opaque-after': `${TIMINGS.headerOpaqueAfterPx}px` } as CSSProperties}
      className="opaque-after-scroll fixed inset-x-0 top-0 z-40 px-4 text-white sm:px-6 lg:px-8 print:absolute"
    >
      <HeaderScrollState headerId={HEADER_ID} />
      {/* At least 4rem; taller only if an editor's long labels wrap, rather than spilling over its edges. */}
      <div className="mx-auto flex min-h-16 max-w-7xl items-center justify-between gap-4 py-2">
        <a href="#top" className="flex min-w-0 items-center gap-2 rounded font-bold text-lg">
          <BrandLogo src={settings.logo.url} className="size-9" />
          <span>{settings.brandName}</span>
        </a>
        <nav aria-label="Sections" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {sectionLinks(settings).map((link) => (
              <li key={link.key}>
                <a
                  href={link.href}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-slate-200 hover:text-white"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <DialogTrigger
            dialogId={demoDialogId}
            className="rounded-lg border border-white/30 px-4 py-2 text-sm font-semibold hover:bg-white/10"
          >
            {settings.demoButtonLabel}
          </DialogTrigger>
          <ButtonLink
            href="#booking"
            className="rounded-lg bg-blue-600 px-4 py-2 text-sm font-semibold hover:bg-blue-700"
          >
            {settings.ctaButtonLabel}
          </ButtonLink>
        </div>
        <MobileMenuButton />
      </div>
    </header>
  )
}

/** The header's phone menu, rendered by the page after <main> (why: MobileMenu's comment). */
export function SiteMobileMenu({ settings, demoDialogId }: { settings: Settings; demoDialogId: string }) {
  return (
    <MobileMenu
      brandName={settings.brandName}
      links={sectionLinks(settings)}
      demoLabel={settings.mobileDemoButtonLabel}
      bookLabel={settings.mobileCtaButtonLabel}
      demoDialogId={demoDialogId}
    />
  )
}

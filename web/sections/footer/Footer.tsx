import type { SITE_SETTINGS_QUERY_RESULT } from '@/sanity.types'
import { BrandLogo } from '@/ui/BrandLogo'
import { PageLink } from '@/ui/PageLink'

type Settings = NonNullable<SITE_SETTINGS_QUERY_RESULT>

// Each link a block 32 px tall, touching the next: small text on a phone is easy to miss with a
// thumb when only its 20 px line can be hit (as it was, 8 px apart).
const LIST = 'mt-2.5 text-sm'
const LINK = 'block w-fit py-1.5 hover:text-white'

/**
 * The site footer, shared by every page. The copyright year is the year the page was rendered, which
 * the root layout's hourly regeneration keeps current.
 */
export function Footer({ settings, services }: { settings: Settings; services: { key: string; title: string }[] }) {
  const { footer } = settings
  const year = new Date().getFullYear()
  return (
    // Taller by the cookie banner's height while it shows (CookieBanner sets the clearance on
    // what carries data-clears-cookie-banner), so the last links can scroll out from under it.
    // A faint line on top: the About page's closing call to action is as dark, and ran into it.
    <footer
      data-clears-cookie-banner
      className="border-t border-white/10 bg-slate-950 px-4 pt-14 pb-[calc(3.5rem+var(--cookie-banner-clearance,0px))] text-slate-300 sm:px-6 lg:px-8"
    >
      <div className="mx-auto grid max-w-7xl gap-10 sm:grid-cols-2 lg:grid-cols-[1.2fr_1.5fr_1fr_1fr]">
        <div>
          <PageLink href="/" className="flex items-center gap-2 text-lg font-bold text-white">
            <BrandLogo src={settings.logo.url} className="size-9" />
            <span>{settings.brandName}</span>
          </PageLink>
          <p className="mt-4 max-w-xs text-sm">{settings.tagline}</p>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="font-semibold text-white">
            {footer.servicesHeading}
          </h2>
          <ul className={LIST}>
            {services.map((service) => (
              <li key={service.key}>
                <PageLink href="/#services" className={LINK}>
                  {service.title}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="font-semibold text-white">
            {footer.companyHeading}
          </h2>
          <ul className={LIST}>
            <li>
              <PageLink href="/about-us" className={LINK}>
                {footer.aboutLabel}
              </PageLink>
            </li>
            <li>
              <PageLink href="/privacy-policy" className={LINK}>
                {footer.privacyLabel}
              </PageLink>
            </li>
            <li>
              <PageLink href="/terms-conditions" className={LINK}>
                {footer.termsLabel}
              </PageLink>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className="font-semibold text-white">
            {footer.supportHeading}
          </h2>
          <ul className={LIST}>
            <li>
              <a href={settings.supportChatUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
                {footer.chatLabel}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${settings.contactEmail}`} className={LINK}>
                {footer.emailLabel}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="mx-auto mt-12 max-w-7xl border-t border-white/10 pt-6 text-sm">
        © {year} {footer.copyright}. All rights reserved.
      </p>
    </footer>
  )
}

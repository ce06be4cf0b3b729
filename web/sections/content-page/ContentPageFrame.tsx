import type { ReactNode } from 'react'
import { CookieBanner } from '@/features/cookie-consent/CookieBanner'
import type { SITE_SETTINGS_QUERY_RESULT } from '@/sanity.types'
import { Footer } from '@/sections/footer/Footer'
import { ContentPageHeader } from './ContentPageHeader'
import { ScrollToTop } from './ScrollToTop'

type Settings = NonNullable<SITE_SETTINGS_QUERY_RESULT>

/** The frame of the About and legal pages: header with the way home, the page, the site footer, the cookie banner. */
export function ContentPageFrame({
  settings,
  services,
  children,
}: {
  settings: Settings
  services: { key: string; title: string }[]
  children: ReactNode
}) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {/* Every page asks, as visitors may arrive on any of them; after the skip link, as on the landing page. */}
      <CookieBanner {...settings.cookieBanner} />
      <ContentPageHeader brandName={settings.brandName} logoUrl={settings.logo.url} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer settings={settings} services={services} />
      <ScrollToTop />
    </>
  )
}

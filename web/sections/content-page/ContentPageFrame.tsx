import type { ReactNode } from 'react'
import type { SITE_SETTINGS_QUERY_RESULT } from '@/sanity.types'
import { Footer } from '@/sections/footer/Footer'
import { PageStart } from '@/sections/page-start/PageStart'
import { ContentPageHeader } from './ContentPageHeader'
import { ScrollToTop } from './ScrollToTop'

type Settings = NonNullable<SITE_SETTINGS_QUERY_RESULT>

/** The frame of the About and legal pages: header with the way home, the page, the site footer. */
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
      <PageStart cookieBanner={settings.cookieBanner} />
      <ContentPageHeader brandName={settings.brandName} logoUrl={settings.logo.url} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer settings={settings} services={services} />
      <ScrollToTop />
    </>
  )
}

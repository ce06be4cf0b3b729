import type { Metadata } from 'next'
import { fetchContent } from '@/content/fetchContent'
import { FOOTER_SERVICES_QUERY, SITE_SETTINGS_QUERY } from '@/content/queries'
import { formatPageTitle } from '@/features/seo/pageMetadata'
import { ContentPageHeader } from '@/sections/content-page/ContentPageHeader'
import { Footer } from '@/sections/footer/Footer'
import { PageStart } from '@/sections/page-start/PageStart'
import { UNEXPECTED_ERROR_HEADING } from '@/ui/ErrorScreen'
import { PageLink } from '@/ui/PageLink'

const TITLE = 'Page not found'

async function loadFrame() {
  const [settings, services] = await Promise.all([
    fetchContent(SITE_SETTINGS_QUERY, { types: ['siteSettings'] }),
    fetchContent(FOOTER_SERVICES_QUERY, { types: ['landingPage', 'service'] }),
  ])
  if (!settings) throw new Error('The site settings document (id "siteSettings") is missing from the content dataset.')
  return { settings, services: services ?? [] }
}

// Next adds `robots: noindex` to every 404 response itself.
export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await loadFrame()
  return { title: { absolute: formatPageTitle(TITLE, settings.brandName) } }
}

/**
 * Any address the site does not have (and a legal page that does not exist): HTTP 404 with
 * the site's header and footer and a way home. Headed like every error page, as the spec's
 * router does ('Unexpected Application Error!'), and saying plainly that the page is not here.
 * Server components only, but for the cookie banner every page has: Next ships this page with
 * every route.
 */
export default async function NotFound() {
  const { settings, services } = await loadFrame()
  return (
    <>
      <PageStart cookieBanner={settings.cookieBanner} />
      <ContentPageHeader brandName={settings.brandName} logoUrl={settings.logo.url} />
      <main
        id="main"
        tabIndex={-1}
        className="bg-slate-950 outline-none px-4 py-24 text-center text-white sm:px-6 lg:px-8 lg:py-32"
      >
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{UNEXPECTED_ERROR_HEADING}</h1>
        <p className="mt-4 text-xl font-semibold text-blue-300">404 Not Found</p>
        <p className="mx-auto mt-6 max-w-xl text-lg text-slate-300">
          The page you are looking for does not exist or has moved.
        </p>
        <PageLink
          href="/"
          className="mt-10 inline-block rounded-lg bg-blue-600 px-6 py-3 font-semibold hover:bg-blue-700"
        >
          Go to the home page
        </PageLink>
      </main>
      <Footer settings={settings} services={services} />
    </>
  )
}

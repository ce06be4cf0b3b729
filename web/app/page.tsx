import type { Metadata } from 'next'
import { fetchContent } from '@/content/fetchContent'
import { LANDING_PAGE_QUERY, SITE_SETTINGS_QUERY } from '@/content/queries'
import { CookieBanner } from '@/features/cookie-consent/CookieBanner'
import { VOICE_DEMO_DIALOG_ID, VoiceDemoDialog } from '@/features/voice-demo/VoiceDemoDialog'
import { Benefits } from '@/sections/benefits/Benefits'
import { BookingSection } from '@/sections/booking/BookingSection'
import { Faq } from '@/sections/faq/Faq'
import { Footer } from '@/sections/footer/Footer'
import { SiteHeader } from '@/sections/header/SiteHeader'
import { Hero } from '@/sections/hero/Hero'
import { Pricing } from '@/sections/pricing/Pricing'
import { Services } from '@/sections/services/Services'

const LANDING_TYPES = ['landingPage', 'benefit', 'testimonial', 'service', 'planCategory', 'plan', 'faqItem'] as const

async function loadLanding() {
  const [page, settings] = await Promise.all([
    fetchContent(LANDING_PAGE_QUERY, { types: LANDING_TYPES }),
    fetchContent(SITE_SETTINGS_QUERY, { types: ['siteSettings'] }),
  ])
  if (!page) throw new Error('The landing page document (id "landingPage") is missing from the content dataset.')
  if (!settings) throw new Error('The site settings document (id "siteSettings") is missing from the content dataset.')
  return { page, settings }
}

export async function generateMetadata(): Promise<Metadata> {
  const { page, settings } = await loadLanding()
  return {
    title: page.seo?.title ?? settings.defaultSeo.title,
    description: page.seo?.description ?? settings.defaultSeo.description,
  }
}

export default async function LandingPage() {
  const { page, settings } = await loadLanding()
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader settings={settings} demoDialogId={VOICE_DEMO_DIALOG_ID} />
      <main id="main" tabIndex={-1}>
        <Hero hero={page.hero} />
        <Benefits content={page.benefitsSection} />
        <Services content={page.servicesSection} />
        <Pricing content={page.pricingSection} />
        <Faq content={page.faqSection} />
        <BookingSection content={page.bookingSection} form={null} scheduler={null} />
      </main>
      <Footer
        settings={settings}
        services={page.servicesSection.services.map((service) => ({ key: service._id, title: service.title }))}
      />
      <VoiceDemoDialog brandName={settings.brandName} />
      <CookieBanner {...settings.cookieBanner} />
    </>
  )
}

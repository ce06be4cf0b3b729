import type { Metadata } from 'next'
import { publicEnv } from '@/config/publicEnv'
import { fetchContent } from '@/content/fetchContent'
import { LANDING_PAGE_QUERY, SITE_SETTINGS_QUERY } from '@/content/queries'
import { BookingForm } from '@/features/booking/BookingForm'
import { Scheduler } from '@/features/booking/Scheduler'
import { JsonLd } from '@/features/seo/JsonLd'
import { landingJsonLd } from '@/features/seo/jsonLd'
import { buildPageMetadata } from '@/features/seo/pageMetadata'
import { VOICE_DEMO_DIALOG_ID, VoiceDemoDialog } from '@/features/voice-demo/VoiceDemoDialog'
import { Benefits } from '@/sections/benefits/Benefits'
import { BookingSection } from '@/sections/booking/BookingSection'
import { Faq } from '@/sections/faq/Faq'
import { Footer } from '@/sections/footer/Footer'
import { SiteHeader, SiteMobileMenu } from '@/sections/header/SiteHeader'
import { Hero } from '@/sections/hero/Hero'
import { PageStart } from '@/sections/page-start/PageStart'
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
  return buildPageMetadata({
    siteUrl: publicEnv.siteUrl,
    path: '/',
    brandName: settings.brandName,
    seo: page.seo,
    defaults: settings.defaultSeo,
  })
}

export default async function LandingPage() {
  const { page, settings } = await loadLanding()
  return (
    <>
      <PageStart cookieBanner={settings.cookieBanner} />
      <SiteHeader settings={settings} demoDialogId={VOICE_DEMO_DIALOG_ID} />
      <main id="main" tabIndex={-1}>
        <Hero hero={page.hero} />
        <Benefits content={page.benefitsSection} />
        <Services content={page.servicesSection} />
        <Pricing content={page.pricingSection} />
        <Faq content={page.faqSection} />
        <BookingSection
          content={page.bookingSection}
          form={
            <BookingForm
              heading={page.bookingSection.formHeading}
              note={page.bookingSection.formNote}
              submitLabel={page.bookingSection.submitLabel}
            />
          }
          scheduler={
            <Scheduler
              calLink={publicEnv.calLink ?? settings.schedulingLink}
              label={page.bookingSection.calendarButtonLabel}
              openedLabel={page.bookingSection.calendarOpenedLabel}
            />
          }
        />
      </main>
      <Footer
        settings={settings}
        services={page.servicesSection.services.map((service) => ({ key: service._id, title: service.title }))}
      />
      <SiteMobileMenu settings={settings} demoDialogId={VOICE_DEMO_DIALOG_ID} />
      <VoiceDemoDialog brandName={settings.brandName} />
      <JsonLd
        graph={landingJsonLd({
          siteUrl: publicEnv.siteUrl,
          settings,
          description: page.seo?.description ?? settings.defaultSeo.description,
          faqItems: page.faqSection.items,
          services: page.servicesSection.services,
          planCategories: page.pricingSection.categories,
        })}
      />
    </>
  )
}

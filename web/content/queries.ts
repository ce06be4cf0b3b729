import { defineQuery } from 'next-sanity'

/**
 * Every GROQ query the site runs. Each is a named constant so Sanity TypeGen types its
 * result (web/sanity.types.ts); projections ask only for what the pages render.
 * Singletons are read by their fixed ids, never as "the first document of a type".
 * A picture its editor marked decorative comes with an empty alt, whatever text its hidden
 * alternative-text field still holds, so the page draws it with alt="".
 */

export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  brandName,
  tagline,
  "logo": logo{"url": asset->url},
  contactEmail,
  supportChatUrl,
  schedulingLink,
  navigation[]{_key, label, sectionId},
  demoButtonLabel,
  ctaButtonLabel,
  mobileDemoButtonLabel,
  mobileCtaButtonLabel,
  footer,
  cookieBanner,
  "defaultSeo": defaultSeo{title, description, "image": image{alt, "url": asset->url}}
}`)

export const LANDING_PAGE_QUERY = defineQuery(`*[_type == "landingPage" && _id == "landingPage"][0]{
  hero{rotatingWords, headlineLine2, headlineLine3, intro, primaryCtaLabel, secondaryCtaLabel, tiles[]{_key, title, icon}, stats[]{_key, value, label}},
  benefitsSection{
    heading,
    intro,
    "benefits": benefits[]->{_id, title, description, icon, gradient, stat, statLabel},
    "testimonial": testimonial->{quote, name, role}
  },
  servicesSection{
    heading,
    intro,
    learnMoreLabel,
    modalBookLabel,
    modalCloseLabel,
    ctaHeading,
    ctaText,
    ctaButtonLabel,
    "services": services[]->{
      _id,
      serviceNumber,
      title,
      description,
      icon,
      gradient,
      outcomes,
      "image": image{"alt": select(decorative == true => "", alt), asset, crop, hotspot, "url": asset->url},
      subtitle,
      detailedDescription,
      keyBenefits[]{_key, icon, title, description},
      realWorldExample{client, story, result},
      bookingInterest
    }
  },
  pricingSection{
    heading,
    intro,
    ctaButtonLabel,
    planLabels,
    "categories": categories[]->{
      _id,
      categoryId,
      name,
      title,
      description,
      badgeLabel,
      supportingContent{title, description},
      ctaParagraph,
      "plans": plans[]->{
        _id,
        "planId": planId.current,
        name,
        description,
        price,
        frequency,
        setupFee,
        retainer,
        sla,
        idealFor,
        outcome,
        features[]{_key, title, included, info},
        replaces,
        mostPopular,
        buttonText,
        bookingInterest
      }
    }
  },
  faqSection{heading, intro, ctaButtonLabel, "items": items[]->{_id, question, answer}},
  bookingSection{
    heading,
    intro,
    formHeading,
    formNote,
    submitLabel,
    expectHeading,
    expectSteps[]{_key, title, description},
    expectFacts,
    calendarHeading,
    calendarButtonLabel,
    calendarOpenedLabel
  },
  "seo": seo{title, description, "image": image{alt, "url": asset->url}}
}`)

export const ABOUT_PAGE_QUERY = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  headline,
  intro,
  mission{title, body},
  vision{title, body},
  valuesHeading,
  "values": values[]->{_id, title, description, icon},
  closingCta{heading, text, buttonLabel},
  "seo": seo{title, description, "image": image{alt, "url": asset->url}},
  _updatedAt
}`)

export const LEGAL_PAGE_QUERY = defineQuery(`*[_type == "legalPage" && slug == $slug][0]{
  slug,
  badge,
  title,
  lastUpdated,
  intro,
  sections[]{_key, heading, body},
  "seo": seo{title, description, "image": image{alt, "url": asset->url}},
  _updatedAt
}`)

/** The service titles the footer lists on every page, in the landing page's order. */
export const FOOTER_SERVICES_QUERY = defineQuery(
  `*[_type == "landingPage" && _id == "landingPage"][0].servicesSection.services[]->{"key": _id, title}`,
)

/**
 * What the sitemap needs: the newest edit behind each public page. The landing page shows
 * many document types, so its date is the latest edit of any of them.
 */
export const SITEMAP_QUERY = defineQuery(`{
  "landing": *[_type in ["landingPage", "benefit", "testimonial", "service", "planCategory", "plan", "faqItem"]] | order(_updatedAt desc)[0]._updatedAt,
  "about": *[_type in ["aboutPage", "coreValue"]] | order(_updatedAt desc)[0]._updatedAt,
  "legalPages": *[_type == "legalPage" && defined(slug)] | order(slug asc){slug, lastUpdated, _updatedAt}
}`)

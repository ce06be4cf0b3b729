import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText } from '../objects/fieldHelpers'

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: [
    { name: 'brand', title: 'Brand', default: true },
    { name: 'navigation', title: 'Header & footer' },
    { name: 'cookies', title: 'Cookie banner' },
    { name: 'seo', title: 'Search defaults' },
  ],
  fields: [
    {
      ...requiredString(
        'brandName',
        'Brand name',
        'Shown beside the logo and in page titles. About 18 characters fit on one line of a phone’s header; a longer name takes two.',
        40,
      ),
      group: 'brand',
    },
    defineField({
      name: 'logo',
      title: 'Logo',
      // A plain image, without alternative text: the logo always sits beside the brand name, which
      // names the link, so screen readers would hear the name twice.
      type: 'image',
      group: 'brand',
      // Drawn whole, as uploaded: no crop or focal point to set.
      options: { hotspot: false },
      description:
        'Shown beside the brand name in the header and footer of every page. An SVG or a PNG with a transparent background works best. It needs no alternative text: the brand name beside it says what it is.',
      validation: (rule) => rule.required(),
    }),
    {
      ...requiredString(
        'tagline',
        'Tagline',
        "A sentence under the logo in the footer (up to four short lines there), also written on the landing page's sharing picture.",
        160,
      ),
      group: 'brand',
    },
    defineField({
      name: 'contactEmail',
      title: 'Support email',
      type: 'string',
      group: 'brand',
      description:
        "Where the footer's \"Email support\" link sends people, and the address in search engines' data. The legal pages' texts carry their own links: change the address there too.",
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'supportChatUrl',
      title: 'Support chat link',
      type: 'url',
      group: 'brand',
      description: 'The external chat page the footer links to.',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'schedulingLink',
      title: 'Scheduling link',
      type: 'string',
      group: 'brand',
      description:
        'The Cal.com booking link opened by "Select Date & Time": the part after "cal.com/", for example "your-team/30min". Where the site is deployed with its own Cal.com link (NEXT_PUBLIC_CAL_LINK), that one is used instead.',
      validation: (rule) =>
        rule
          .required()
          .max(120)
          .custom((value: string | undefined) =>
            // The site puts "https://cal.com/" in front: a whole address would become cal.com/https://…
            value && /^(https?:\/\/|(www\.)?cal\.com\/)/i.test(value.trim())
              ? 'Enter only the part after "cal.com/", for example "your-team/30min".'
              : true,
          ),
    }),
    defineField({
      name: 'navigation',
      title: 'Header links',
      type: 'array',
      group: 'navigation',
      description: 'Links to sections of the landing page, in order.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'navLink',
          fields: [
            requiredString(
              'label',
              'Label',
              'The link text in the header, for example "Pricing". A word or two: from 1024 px the header shows every link and both buttons on one line.',
              30,
            ),
            defineField({
              name: 'sectionId',
              title: 'Section',
              type: 'string',
              description: 'The part of the landing page the link scrolls to.',
              options: { list: ['benefits', 'services', 'pricing', 'faq', 'booking'] },
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'sectionId' } },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    {
      ...requiredString('demoButtonLabel', 'Voice demo button (desktop)', 'For example "AI Demo".', 30),
      group: 'navigation',
    },
    {
      ...requiredString('ctaButtonLabel', 'Booking button (desktop)', 'For example "Get Started".', 30),
      group: 'navigation',
    },
    {
      ...requiredString('mobileDemoButtonLabel', 'Voice demo button (phone menu)', 'For example "Try AI Demo".', 30),
      group: 'navigation',
    },
    {
      ...requiredString('mobileCtaButtonLabel', 'Booking button (phone menu)', 'For example "Book Consultation".', 30),
      group: 'navigation',
    },
    defineField({
      name: 'footer',
      title: 'Footer',
      type: 'object',
      group: 'navigation',
      description:
        'The column headings and link texts at the bottom of every page. The services column lists the services in landing-page order.',
      fields: [
        requiredString('servicesHeading', 'Services column heading', 'For example "Services".', 30),
        requiredString('companyHeading', 'Company column heading', 'For example "Company".', 30),
        requiredString('supportHeading', 'Support column heading', 'For example "Support".', 30),
        requiredString(
          'aboutLabel',
          'About link',
          'Links to the About page; also its name in search results and breadcrumbs, for example "About Us".',
          30,
        ),
        requiredString(
          'privacyLabel',
          'Privacy link',
          'Links to the Privacy Policy, for example "Privacy Policy".',
          30,
        ),
        requiredString('termsLabel', 'Terms link', 'Links to the Terms and Conditions.', 30),
        requiredString('chatLabel', 'Support chat link', 'Opens the support chat link set under Brand.', 30),
        requiredString('emailLabel', 'Email link', 'Opens an email to the support email set under Brand.', 30),
        requiredString('copyright', 'Copyright holder', 'Shown as "© <this year> <holder>. All rights reserved."', 80),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'cookieBanner',
      title: 'Cookie banner',
      type: 'object',
      group: 'cookies',
      description: 'The notice shown one second after a first visit, until the visitor accepts.',
      fields: [
        requiredText('message', 'Message', 'What the banner says, in one or two sentences.', 300),
        requiredString('acceptLabel', 'Accept button', 'Stores the consent; the banner does not come back.', 20),
        requiredString('declineLabel', 'Decline button', 'Hides the banner for this visit only.', 20),
        requiredString('policyLinkLabel', 'Link to the cookie policy', 'Opens the Cookie Policy page.', 40),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'defaultSeo',
      title: 'Default search & sharing',
      type: 'seo',
      group: 'seo',
      description:
        'Used where a page sets none of its own: the description and the sharing picture on any page; the title only on the landing page, as the other pages fall back to their own names.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})

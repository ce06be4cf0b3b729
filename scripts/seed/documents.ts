/**
 * The content bundled with the site: every document of the `production` dataset
 * as it is first imported into Sanity, and what the site shows when no Sanity
 * project is configured (it evaluates GROQ against the NDJSON built from this).
 *
 * Fixed `_id`s, deterministic `_key`s, no randomness and no dates from the clock,
 * so rebuilding the NDJSON gives a byte-identical file.
 *
 * Every figure, price, label and heading the product spec states is copied here
 * exactly; the rest of the copy is written for a small agency and claims nothing
 * beyond the spec's marketing claims.
 */
import type { GradientName, IconName, Interest, LegalSlug, PlanCategoryId, PlanFrequency } from '@site/schemas/options'

export type SeedDocument = { _id: string; _type: string; [key: string]: unknown }

// ---------------------------------------------------------------------------
// Constants shared by several documents
// ---------------------------------------------------------------------------

const BRAND = 'Northwind AI'
const CONTACT_EMAIL = 'hello@northwind-ai.example'
const SUPPORT_CHAT_URL = 'https://chat.northwind-ai.example'
const SCHEDULING_LINK = 'northwind-ai/30min'
const LEGAL_LAST_UPDATED = '2025-01-27'
/** The localStorage key the cookie banner writes on "Accept"; the cookie policy names it. */
const COOKIE_CONSENT_KEY = 'cookie-consent'

/**
 * Where the bundled pictures live, relative to the NDJSON file (studio/seed/).
 * `sanity dataset import` only resolves relative asset paths that start with
 * `file://./`, so the `./` before `../..` is required.
 */
const SEED_IMAGE_BASE = 'file://./../../web/public/seed-images'

// ---------------------------------------------------------------------------
// Small builders for the shapes Sanity stores
// ---------------------------------------------------------------------------

type Reference = { _type: 'reference'; _ref: string }
type KeyedReference = Reference & { _key: string }

function ref(id: string): Reference {
  return { _type: 'reference', _ref: id }
}

/** References inside an array; the target id doubles as the (unique, stable) `_key`. */
function refs(ids: readonly string[]): KeyedReference[] {
  return ids.map((id) => ({ _type: 'reference', _ref: id, _key: id }))
}

/** How an import file names a picture of the seed's own, for `sanity dataset import` to upload. */
function seedAsset(file: string): string {
  return `image@${SEED_IMAGE_BASE}/${file}`
}

type DecorativeImage = { _type: 'imageWithAlt'; _sanityAsset: string; decorative: true }

/** The service cards' abstract illustrations say nothing their card's text does not: screen readers skip them. */
function decorativeImage(file: string): DecorativeImage {
  return { _type: 'imageWithAlt', _sanityAsset: seedAsset(file), decorative: true }
}

type Seo = { _type: 'seo'; title: string; description: string }

function seo(title: string, description: string): Seo {
  return { _type: 'seo', title, description }
}

/** A stable array `_key` made from readable text: lower case, letters and digits, hyphenated. */
function keyOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
}

// --- Portable Text ---------------------------------------------------------

type Decorator = 'strong' | 'em'
/** A piece of inline text: plain, or with decorators and/or a link. */
type Inline = string | { text: string; marks?: Decorator[]; href?: string }
type BlockSpec = { listItem?: 'bullet' | 'number'; parts: Inline[] }

type Span = { _type: 'span'; _key: string; text: string; marks: string[] }
type LinkDef = { _type: 'link'; _key: string; href: string }
type Block = {
  _type: 'block'
  _key: string
  style: 'normal'
  listItem?: 'bullet' | 'number'
  level?: 1
  markDefs: LinkDef[]
  children: Span[]
}

/** One paragraph made of inline parts. */
function paragraph(...parts: Inline[]): BlockSpec[] {
  return [{ parts }]
}

/** A bullet list; each item is one string or an array of inline parts. */
function bullets(...items: (Inline | Inline[])[]): BlockSpec[] {
  return items.map((item) => ({ listItem: 'bullet', parts: Array.isArray(item) ? item : [item] }))
}

/** Builds a richText value from paragraphs and lists, giving every block, span and link a stable key. */
function richText(...groups: BlockSpec[][]): Block[] {
  return groups.flat().map((spec, blockIndex) => {
    const blockKey = `b${blockIndex}`
    const markDefs: LinkDef[] = []
    const children: Span[] = spec.parts.map((part, spanIndex) => {
      const spanKey = `${blockKey}s${spanIndex}`
      if (typeof part === 'string') return { _type: 'span', _key: spanKey, text: part, marks: [] }
      const marks: string[] = [...(part.marks ?? [])]
      if (part.href) {
        const linkKey = `${blockKey}l${markDefs.length}`
        markDefs.push({ _type: 'link', _key: linkKey, href: part.href })
        marks.push(linkKey)
      }
      return { _type: 'span', _key: spanKey, text: part.text, marks }
    })
    return {
      _type: 'block',
      _key: blockKey,
      style: 'normal',
      ...(spec.listItem ? { listItem: spec.listItem, level: 1 as const } : {}),
      markDefs,
      children,
    }
  })
}

const emailLink: Inline = { text: CONTACT_EMAIL, href: `mailto:${CONTACT_EMAIL}` }

// ---------------------------------------------------------------------------
// Services
// ---------------------------------------------------------------------------

type KeyBenefitInput = { icon: IconName; title: string; description: string }

type ServiceInput = {
  serviceNumber: number
  title: string
  description: string
  icon: IconName
  gradient: GradientName
  outcomes: [string, string, string, string]
  /** Preselected in the booking form when a visitor books from this service's details window. */
  bookingInterest: Interest
  subtitle: string
  detailedDescription: string
  keyBenefits: [KeyBenefitInput, KeyBenefitInput, KeyBenefitInput, KeyBenefitInput]
  realWorldExample: { client: string; story: string; result: string }
}

const SERVICES: ServiceInput[] = [
  {
    serviceNumber: 1,
    title: 'AI Voice Agents & Chatbots',
    description:
      'Voice agents and chatbots that answer calls and messages day and night, qualify leads, book appointments and hand anything complex to your team with a clear summary.',
    icon: 'bot',
    gradient: 'blue-cyan',
    outcomes: [
      'Every call and message answered, 24/7',
      'Appointments booked straight into your calendar',
      'Leads qualified before they reach your team',
      'Consistent answers in your brand voice',
    ],
    bookingInterest: 'AI Voice/Chat Agents',
    subtitle: 'Digital receptionists and support agents that never miss a call',
    detailedDescription:
      'We build AI agents that speak with your customers on the phone, on your website and in messaging apps. Each agent is trained on your services, prices, opening hours and policies, and follows the rules you set: what it may answer, what it must never promise, and when to pass the conversation to a person.\n\nThe agent answers common questions, takes bookings, collects the details your team needs and logs every conversation in your CRM or inbox. When a caller needs a human, it transfers the call or creates a task with a short summary, so nobody has to ask the customer to repeat themselves.\n\nWe start with the conversations you handle most often, test them with real examples from your business, and expand once the agent handles them reliably.',
    keyBenefits: [
      {
        icon: 'clock',
        title: 'Always available',
        description:
          'Evenings, weekends and lunch breaks are covered, so customers get an answer instead of voicemail.',
      },
      {
        icon: 'calendar',
        title: 'Bookings without back-and-forth',
        description:
          'The agent checks your real availability and books, moves or cancels appointments during the conversation.',
      },
      {
        icon: 'users',
        title: 'Smooth handover to your team',
        description:
          'Complex or sensitive requests go to the right person with a written summary of the conversation so far.',
      },
      {
        icon: 'message-circle',
        title: 'One agent, every channel',
        description: 'The same knowledge and tone on the phone, on your website chat and in messaging apps.',
      },
    ],
    realWorldExample: {
      client: 'Example: a physiotherapy practice with three clinics',
      story:
        'In a typical project of this kind, the front desk could not keep up with calls during treatment hours, and evening callers reached voicemail. We set up a voice agent on the main number and a chat assistant on the website, both connected to the practice booking system. They answer questions about treatments and insurance, book and reschedule appointments, and send the receptionists a daily summary of anything that needs a person.',
      result:
        'Calls answered around the clock, and the front desk freed from routine booking calls to focus on patients in the clinic.',
    },
  },
  {
    serviceNumber: 2,
    title: 'Business Process Automation with AI',
    description:
      'AI workflows that take over data entry, document handling, follow-ups and reporting, connecting the tools you already use so information flows without copy and paste.',
    icon: 'workflow',
    gradient: 'purple-pink',
    outcomes: [
      'Data entry and copy-paste work eliminated',
      'Emails and documents sorted and processed automatically',
      'Your existing tools connected to each other',
      'Fewer errors and faster turnaround',
    ],
    bookingInterest: 'AI Business Process Automation',
    subtitle: 'Digital employees for the repetitive work behind the scenes',
    detailedDescription:
      'Most businesses lose hours every week moving information between inboxes, spreadsheets, CRMs and accounting tools. We map how that work is done today, then build AI workflows that do it for you: reading emails and attachments, extracting the relevant details, updating the right systems and notifying the right people.\n\nAI handles the parts that used to need a person, such as understanding a free-text email, classifying a request or checking a document for missing information. Clear rules and human approval steps cover the cases where a mistake would be costly.\n\nEvery workflow is logged, so you can see what ran, what it changed and where it asked for help. We monitor the workflows after launch and adjust them as your processes change.',
    keyBenefits: [
      {
        icon: 'zap',
        title: 'Hours back every week',
        description:
          'Repetitive admin runs in the background, so your team spends its time on customers and decisions.',
      },
      {
        icon: 'shield-check',
        title: 'Fewer mistakes',
        description: 'Data is entered the same way every time, with checks that flag anything unusual for review.',
      },
      {
        icon: 'plug',
        title: 'Works with your tools',
        description:
          'We connect the email, CRM, spreadsheets and accounting software you already use instead of replacing them.',
      },
      {
        icon: 'bar-chart',
        title: 'Full visibility',
        description: 'Every automated step is logged, so you always know what happened and why.',
      },
    ],
    realWorldExample: {
      client: 'Example: a wholesale distributor receiving orders by email',
      story:
        'In a typical project of this kind, customers sent orders as emails and PDF attachments in many different formats, and two people spent most of their day typing them into the order system. We built a workflow that reads each incoming order, extracts customers, products and quantities, checks them against the product catalog and creates the order automatically. Anything unclear is sent to a person for a one-click review.',
      result: 'Routine orders entered automatically, with staff reviewing only the exceptions.',
    },
  },
  {
    serviceNumber: 3,
    title: 'AI-Powered Website Development',
    description:
      'Fast, modern websites with AI built in: a chat assistant that answers visitors, forms that qualify leads and bookings that land directly in your calendar and CRM.',
    icon: 'globe',
    gradient: 'emerald-teal',
    outcomes: [
      'A fast, mobile-first website built to convert',
      'A built-in AI chat that answers and captures leads',
      'Online booking and CRM connected from day one',
      'Easy content editing without a developer',
    ],
    bookingInterest: 'Custom Website Development',
    subtitle: 'Websites that answer questions and turn visitors into booked calls',
    detailedDescription:
      'A website should do more than look good. We design and build fast, accessible websites around what your visitors need to know before they contact you, and we connect them to the rest of your business from the start.\n\nAn AI chat assistant, trained on your own content, answers questions at any hour and collects contact details when a visitor is ready to talk. Contact and booking forms feed straight into your CRM and calendar, so no inquiry gets lost in an inbox.\n\nYou get an editing interface that lets your team update pages, prices and articles without a developer, plus solid foundations for search engines: clean structure, fast loading and sensible metadata on every page.',
    keyBenefits: [
      {
        icon: 'message-circle',
        title: 'Answers at any hour',
        description: 'The chat assistant replies to visitors instantly, using only the information you approve.',
      },
      {
        icon: 'target',
        title: 'Built to convert',
        description:
          'Clear pages, strong calls to action and short forms that turn interested visitors into booked calls.',
      },
      {
        icon: 'rocket',
        title: 'Fast and mobile-first',
        description: 'Pages load quickly on any phone and are built to be found by search engines.',
      },
      {
        icon: 'layers',
        title: 'Easy to update',
        description: 'Your team edits text, images and prices in a simple editor, with no code and no waiting.',
      },
    ],
    realWorldExample: {
      client: 'Example: a home renovation company',
      story:
        'In a typical project of this kind, the old website was slow on phones and inquiries arrived as vague emails that needed several replies before a quote was possible. We built a new, mobile-first website with a chat assistant that answers common questions about services and timelines, and a short project form that asks for the details the estimator needs. Every inquiry goes straight into the CRM with the answers attached.',
      result: 'Inquiries arrive with the details needed for a quote and go straight into the CRM.',
    },
  },
  {
    serviceNumber: 4,
    title: 'AI-Enhanced Mobile Applications',
    description:
      'iOS and Android apps with an AI assistant inside: guidance, support and personalized content for your customers, connected to your existing systems.',
    icon: 'smartphone',
    gradient: 'orange-amber',
    outcomes: [
      'iOS and Android apps from one codebase',
      'An in-app AI assistant for support and guidance',
      'Personalized content and timely notifications',
      'Connected to your existing systems and data',
    ],
    bookingInterest: 'Custom Mobile Apps',
    subtitle: 'Apps your customers keep using, with an assistant in their pocket',
    detailedDescription:
      'We build mobile apps for iOS and Android from a single codebase, so you get both platforms without paying twice. Each app is designed around the few things your customers do most often, such as booking, ordering, tracking progress or getting help.\n\nAn AI assistant inside the app answers questions, guides people through tasks and suggests the next step based on what they have done before. It uses your own content and data and hands over to your team when needed.\n\nThe app connects to your existing booking, CRM or inventory systems through secure interfaces. We handle publishing to the App Store and Google Play, and keep the app updated as the platforms change.',
    keyBenefits: [
      {
        icon: 'smartphone',
        title: 'Both platforms at once',
        description: 'One codebase for iOS and Android keeps development and maintenance costs down.',
      },
      {
        icon: 'bot',
        title: 'Help inside the app',
        description: 'Customers get answers and guidance without leaving the app or calling your team.',
      },
      {
        icon: 'heart',
        title: 'Personal experience',
        description: 'Content, reminders and suggestions adapt to each user, which keeps them coming back.',
      },
      {
        icon: 'plug',
        title: 'Connected to your business',
        description: 'Bookings, orders and accounts stay in sync with the systems you already run.',
      },
    ],
    realWorldExample: {
      client: 'Example: a fitness studio group with several locations',
      story:
        'In a typical project of this kind, members booked classes through a third-party website and sent questions about memberships and schedules by email. We built a branded app for iOS and Android with class booking, membership management and an AI assistant that answers questions about classes, prices and opening hours. It connects to the existing booking system, so staff keep working in the tools they know.',
      result: 'Members book and get answers in one app, and the front desk receives fewer routine emails.',
    },
  },
  {
    serviceNumber: 5,
    title: 'Complete AI Digital Transformation',
    description:
      'A step-by-step program that brings AI into every part of your operations: strategy, voice and chat agents, automated workflows, web and mobile, and training for your team.',
    icon: 'rocket',
    gradient: 'indigo-violet',
    outcomes: [
      'A clear roadmap ranked by time and cost saved',
      'Agents, automations and web working as one system',
      'Your team trained to work alongside AI',
      'Ongoing monitoring, reporting and improvement',
    ],
    bookingInterest: 'Complete Bundle',
    subtitle: 'One partner to bring AI into every part of your operations',
    detailedDescription:
      'Digital transformation works best in steps, not in one big launch. We start with a short audit of how your business runs: where time goes, where customers wait, and which tasks are repeated every day. From that we build a roadmap that ranks each opportunity by the time and cost it can save.\n\nWe then deliver the roadmap in stages, combining voice and chat agents, automated workflows, your website and apps into one connected system that shares the same customer data. Each stage goes live only after testing with your team.\n\nAlong the way we train your staff to work with their new digital employees, document every system we build, and review results with you regularly so the next step is always based on what worked.',
    keyBenefits: [
      {
        icon: 'target',
        title: 'A plan based on your numbers',
        description: 'Every project on the roadmap is chosen for the time or cost it saves in your business.',
      },
      {
        icon: 'layers',
        title: 'Systems that work together',
        description: 'Agents, workflows, website and apps share the same data instead of creating new silos.',
      },
      {
        icon: 'lightbulb',
        title: 'A team that is ready',
        description: 'Hands-on training and clear documentation help your staff get the most out of AI.',
      },
      {
        icon: 'trending-up',
        title: 'Continuous improvement',
        description: 'Regular reviews show what each system delivers and where the next gains are.',
      },
    ],
    realWorldExample: {
      client: 'Example: a regional property management company',
      story:
        'In a typical project of this kind, tenant calls, maintenance requests, contractor scheduling and owner reports were all handled by hand across email, phone and spreadsheets. We started with a voice agent for tenant calls, then automated maintenance tickets from first report to contractor booking, and finally connected everything to a tenant portal and monthly owner reports generated automatically.',
      result:
        'Over 80 hours of admin work saved each month across the team, with every request tracked from start to finish.',
    },
  },
]

function serviceDocuments(): SeedDocument[] {
  return SERVICES.map((service) => ({
    _id: `service-${service.serviceNumber}`,
    _type: 'service',
    serviceNumber: service.serviceNumber,
    title: service.title,
    description: service.description,
    icon: service.icon,
    gradient: service.gradient,
    outcomes: [...service.outcomes],
    image: decorativeImage(`service-${service.serviceNumber}.webp`),
    bookingInterest: service.bookingInterest,
    subtitle: service.subtitle,
    detailedDescription: service.detailedDescription,
    keyBenefits: service.keyBenefits.map((benefit) => ({
      _type: 'keyBenefit',
      _key: keyOf(benefit.title),
      icon: benefit.icon,
      title: benefit.title,
      description: benefit.description,
    })),
    realWorldExample: { ...service.realWorldExample },
  }))
}

// ---------------------------------------------------------------------------
// Plans and pricing tabs
// ---------------------------------------------------------------------------

/** [title, included, info?] — a compact way to write a plan's feature list. */
type FeatureInput = readonly [title: string, included: boolean, info?: string]

type PlanInput = {
  slug: string
  name: string
  description: string
  price: string
  frequency: PlanFrequency
  setupFee?: string
  retainer?: string
  sla?: string
  mostPopular: boolean
  idealFor: string
  outcome: string
  features: FeatureInput[]
  replaces: string[]
  bookingInterest: Interest
}

const AI_PLANS: PlanInput[] = [
  {
    slug: 'basic',
    name: 'Basic',
    description:
      'One AI agent that takes over a single, well-defined job, such as answering your phone or your website chat.',
    price: '500 EUR',
    frequency: 'month',
    setupFee: '2,000 EUR',
    sla: '12h',
    mostPopular: false,
    idealFor: 'Small businesses that want to automate one channel, such as phone calls or website chat',
    outcome: 'Every customer inquiry on one channel answered instantly, day and night',
    features: [
      [
        '1 custom AI system',
        true,
        'For example a voice receptionist or a website chatbot, built around your business.',
      ],
      ['Voice or chat agent trained on your business', true],
      ['Up to 2 integrations', true, 'Such as your calendar, CRM or a spreadsheet.'],
      ['Appointment booking and lead capture', true],
      ['Monthly performance report', true],
      ['Email support', true],
      ['Business process automation', false],
      ['Multilingual agents', false],
      ['Dedicated account manager', false],
    ],
    replaces: ['Receptionist', 'After-hours answering service'],
    bookingInterest: 'AI Voice/Chat Agents',
  },
  {
    slug: 'growth',
    name: 'Growth',
    description:
      'Several AI systems working together: agents that talk to customers and workflows that handle the admin behind them.',
    price: '3,000 EUR',
    frequency: 'month',
    setupFee: '1,000 EUR, or 0 with 3-month commitment',
    sla: '6h',
    mostPopular: true,
    idealFor: 'Growing teams that spend hours every week on calls, follow-ups and data entry',
    outcome:
      'Customer conversations and routine admin handled by AI, with your team focused on the work that needs people',
    features: [
      ['Up to 3 custom AI systems', true, 'Any mix of voice agents, chatbots and automated workflows.'],
      ['Voice and chat agents trained on your business', true],
      ['Up to 10 integrations', true, 'CRM, calendar, email, spreadsheets, messaging apps, booking and phone systems.'],
      ['Appointment booking and lead qualification', true],
      ['Business process automation', true],
      ['Multilingual agents', true],
      ['Monthly performance report and review call', true],
      ['Email and chat support', true],
      ['Dedicated account manager', false],
      ['Priority development of new systems', false],
    ],
    replaces: ['Receptionist', 'Data-entry assistant', 'Appointment setter'],
    bookingInterest: 'AI Business Process Automation',
  },
  {
    slug: 'unlimited',
    name: 'Unlimited',
    description:
      'As many AI systems as your business needs, built one after another by a team that knows your operations.',
    price: '10,000 EUR',
    frequency: 'month',
    setupFee: '5,000 EUR, or 0 with 12-month commitment',
    sla: '2h',
    mostPopular: false,
    idealFor: 'Established companies ready to automate across sales, support and operations',
    outcome:
      'A growing set of digital employees covering every repetitive process, with a dedicated manager steering the work',
    features: [
      ['Unlimited custom AI systems', true, 'New systems are built one after another, in the order you choose.'],
      ['Voice and chat agents trained on your business', true],
      ['Unlimited integrations', true],
      ['Appointment booking and lead qualification', true],
      ['Business process automation', true],
      ['Multilingual agents', true],
      ['Dedicated account manager', true],
      ['Email, chat and phone support', true],
      ['Custom analytics dashboard', true, 'Live figures on conversations, automated tasks and time saved.'],
      ['Priority development of new systems', true],
      ['Quarterly strategy workshop', true],
    ],
    replaces: ['Receptionist', 'Data-entry assistant', 'Customer support agents', 'Operations assistant'],
    bookingInterest: 'AI Business Process Automation',
  },
  {
    slug: 'enterprise-black',
    name: 'Enterprise Black',
    description:
      'A dedicated AI team for complete digital transformation, with custom terms and support without waiting time.',
    price: 'from 25,000 EUR',
    frequency: 'month',
    setupFee: 'custom',
    sla: 'No waiting time, 24/7 support',
    mostPopular: false,
    idealFor: 'Larger organizations that want AI woven into every department',
    outcome: 'A company-wide AI program delivered and supported by a dedicated team around the clock',
    features: [
      ['Unlimited custom AI systems', true],
      ['Dedicated team of AI engineers', true],
      ['Custom integrations and private APIs', true, 'Including on-premise and older in-house systems.'],
      ['Company-wide AI roadmap', true],
      ['Models adapted to your data', true, 'Fine-tuning or custom knowledge bases where they improve results.'],
      ['Security and compliance review', true],
      ['Dedicated account manager', true],
      ['No waiting time, 24/7 support', true],
      ['Custom analytics dashboard', true],
      ['Team training and change management', true],
      ['Monthly executive strategy session', true],
      ['Custom contract and service levels', true],
    ],
    replaces: [
      'Customer service department',
      'Back-office admin work',
      'Separate automation tools',
      'External IT consultants',
    ],
    bookingInterest: 'Complete Bundle',
  },
]

const WEBSITE_PLANS: PlanInput[] = [
  {
    slug: 'essential',
    name: 'Essential',
    description: 'A fast, professional website that presents your business clearly and turns visitors into inquiries.',
    price: 'from 1,000 EUR',
    frequency: 'one-time',
    retainer: 'from 500 EUR per month',
    mostPopular: false,
    idealFor: 'Small businesses and new ventures that need a credible website quickly',
    outcome: 'A modern website that loads fast, works on every phone and collects inquiries',
    features: [
      ['Custom website of up to 5 pages', true],
      ['Mobile-first, responsive design', true],
      ['Basic SEO setup', true, 'Page titles, descriptions, sitemap and search engine registration.'],
      ['Contact and booking forms', true],
      ['Content editing without a developer', true],
      ['Hosting, updates and maintenance', true, 'Covered by the monthly retainer.'],
      ['AI chatbot integration', false],
      ['CRM and automation integrations', false],
      ['Mobile app for iOS and Android', false],
    ],
    replaces: ['Website builder subscription', 'Freelance web designer'],
    bookingInterest: 'Custom Website Development',
  },
  {
    slug: 'advanced',
    name: 'Advanced',
    description:
      'A larger website with an AI chat assistant and your CRM connected, built to turn traffic into booked calls.',
    price: 'from 3,000 EUR',
    frequency: 'one-time',
    retainer: 'from 1,000 EUR per month',
    mostPopular: true,
    idealFor: 'Businesses whose website should answer questions and generate leads on its own',
    outcome: 'A website that answers visitors, qualifies leads and sends them straight to your CRM and calendar',
    features: [
      ['Custom website of up to 15 pages', true],
      ['Mobile-first, responsive design', true],
      ['Advanced SEO and speed optimization', true],
      ['Contact and booking forms', true],
      ['Content editing without a developer', true],
      ['Hosting, updates and maintenance', true, 'Covered by the monthly retainer.'],
      [
        'AI chatbot integration',
        true,
        'A chat assistant trained on your content that answers visitors and captures leads.',
      ],
      ['CRM and automation integrations', true],
      ['Monthly performance report', true],
      ['Mobile app for iOS and Android', false],
    ],
    replaces: ['Website builder subscription', 'Live chat staff', 'Manual lead entry'],
    bookingInterest: 'Custom Website Development',
  },
  {
    slug: 'custom',
    name: 'Custom',
    description:
      'Web applications, customer portals and mobile apps designed and built around your exact requirements.',
    price: 'fully custom',
    frequency: 'pricing',
    retainer: 'based on scope',
    mostPopular: false,
    idealFor: 'Companies that need a web app, customer portal or mobile app beyond a standard website',
    outcome: 'A custom digital product with AI built in, delivered in stages and maintained by the team that built it',
    features: [
      ['Unlimited pages and custom features', true],
      ['Web apps and customer portals', true],
      [
        'Mobile app for iOS and Android',
        true,
        'One codebase for both platforms, published to the App Store and Google Play.',
      ],
      ['AI assistants built into your product', true],
      ['Integrations with any system or API', true],
      ['User accounts, payments and dashboards', true],
      ['Hosting, updates and maintenance', true, 'Scoped together with the project.'],
      ['Dedicated project manager', true],
      ['Scalable cloud architecture', true],
      ['Security review before launch', true],
    ],
    replaces: ['Separate web and app agencies', 'In-house development hires'],
    bookingInterest: 'Complete Bundle',
  },
]

function planDocument(plan: PlanInput): SeedDocument {
  const doc: SeedDocument = {
    _id: `plan-${plan.slug}`,
    _type: 'plan',
    name: plan.name,
    planId: { _type: 'slug', current: plan.slug },
    description: plan.description,
    price: plan.price,
    frequency: plan.frequency,
  }
  if (plan.setupFee !== undefined) doc.setupFee = plan.setupFee
  if (plan.retainer !== undefined) doc.retainer = plan.retainer
  if (plan.sla !== undefined) doc.sla = plan.sla
  doc.mostPopular = plan.mostPopular
  doc.idealFor = plan.idealFor
  doc.outcome = plan.outcome
  doc.features = plan.features.map(([title, included, info]) => ({
    _type: 'planFeature',
    _key: keyOf(title),
    title,
    included,
    ...(info === undefined ? {} : { info }),
  }))
  doc.replaces = [...plan.replaces]
  doc.buttonText = 'Get Started'
  doc.bookingInterest = plan.bookingInterest
  return doc
}

type PlanCategoryInput = {
  categoryId: PlanCategoryId
  name: string
  title: string
  description: string
  badgeLabel: string
  plans: PlanInput[]
  supportingContent: { title: string; description: string }
  ctaParagraph: string
}

const PLAN_CATEGORIES: PlanCategoryInput[] = [
  {
    categoryId: 'ai-automation',
    name: 'AI Automation',
    title: 'AI Automation Plans',
    description:
      'Monthly plans for AI agents and automated workflows that we build, run and improve for you. Every plan includes hosting, monitoring and support (the setup fee covers building it), and response times get shorter on the higher plans.',
    badgeLabel: 'Most Popular',
    plans: AI_PLANS,
    supportingContent: {
      title: 'Flexible billing',
      description:
        'Monthly, quarterly and annual billing are available on every AI Automation plan. The setup fee covers discovery, building and testing your systems before they go live, and on Growth and Unlimited it is waived with a longer commitment.',
    },
    ctaParagraph:
      'Not sure which plan fits? Tell us about your business and we will recommend the right starting point in a free 30-minute consultation.',
  },
  {
    categoryId: 'websites-apps',
    name: 'Websites & Apps',
    title: 'Websites & Apps',
    description:
      'A one-time price to design and build your website or app, plus a monthly retainer that keeps it hosted, secure and up to date. AI features can be added at any stage.',
    badgeLabel: 'Best Value',
    plans: WEBSITE_PLANS,
    supportingContent: {
      title: 'What the retainer covers',
      description:
        'Hosting, security updates, backups, small content changes and technical support. If your site or app needs new features later, we quote them separately before any work starts.',
    },
    ctaParagraph:
      'Have a project in mind? Share your goals and we will come back with a clear scope, timeline and price.',
  },
]

function planCategoryDocument(category: PlanCategoryInput): SeedDocument {
  return {
    _id: `planCategory-${category.categoryId}`,
    _type: 'planCategory',
    categoryId: category.categoryId,
    name: category.name,
    title: category.title,
    description: category.description,
    badgeLabel: category.badgeLabel,
    plans: refs(category.plans.map((plan) => `plan-${plan.slug}`)),
    supportingContent: { ...category.supportingContent },
    ctaParagraph: category.ctaParagraph,
  }
}

// ---------------------------------------------------------------------------
// Benefits and testimonial
// ---------------------------------------------------------------------------

type BenefitInput = {
  id: string
  title: string
  description: string
  icon: IconName
  gradient: GradientName
  stat: string
  statLabel: string
}

const BENEFITS: BenefitInput[] = [
  {
    id: 'benefit-time-saved',
    title: 'Time Saved',
    description:
      'AI agents take over repetitive calls, messages, data entry and follow-ups, giving your team back hours every week for work that needs a person.',
    icon: 'clock',
    gradient: 'blue-cyan',
    stat: '80+ Hours',
    statLabel: 'saved every month',
  },
  {
    id: 'benefit-cost-reduction',
    title: 'Cost Reduction',
    description:
      'Digital employees handle routine work at a fraction of the cost of hiring, with no overtime, no sick days and no extra training budget.',
    icon: 'piggy-bank',
    gradient: 'emerald-teal',
    stat: '40%',
    statLabel: 'lower operating costs',
  },
  {
    id: 'benefit-satisfaction',
    title: 'Customer Satisfaction',
    description:
      'Customers get fast, consistent answers at any hour instead of voicemail, long queues and unanswered emails.',
    icon: 'smile',
    gradient: 'purple-pink',
    stat: '95%',
    statLabel: 'customer satisfaction',
  },
  {
    id: 'benefit-capacity',
    title: 'Capacity Increase',
    description:
      'An AI agent can hold many conversations at once, so busy hours and campaigns no longer mean missed calls or a growing backlog.',
    icon: 'trending-up',
    gradient: 'orange-amber',
    stat: '10x',
    statLabel: 'more capacity',
  },
  {
    id: 'benefit-conversions',
    title: 'More Conversions',
    description:
      'Leads get a reply in seconds, are qualified on the spot and booked straight into your calendar before they move on to a competitor.',
    icon: 'target',
    gradient: 'indigo-violet',
    stat: '35%',
    statLabel: 'more conversions',
  },
  {
    id: 'benefit-uptime',
    title: 'Always-On Reliability',
    description:
      'Your digital employees work nights, weekends and holidays, and we monitor them so any issue is spotted and fixed quickly.',
    icon: 'shield-check',
    gradient: 'rose-red',
    stat: '99.9%',
    statLabel: 'system uptime',
  },
]

function benefitDocuments(): SeedDocument[] {
  return BENEFITS.map(({ id, ...fields }) => ({ _id: id, _type: 'benefit', ...fields }))
}

const TESTIMONIAL: SeedDocument = {
  _id: 'testimonial-1',
  _type: 'testimonial',
  quote:
    'Our front desk used to miss calls every lunch break and after six in the evening. Now the voice agent answers every call, books appointments straight into our calendar and sends us a short summary each morning. Our receptionists finally have time for the patients standing in front of them.',
  // The spec calls it sample content: marked as an example, like the service stories, so it names no real client.
  name: 'Example: a practice manager',
  role: 'physiotherapy practice with three clinics',
}

// ---------------------------------------------------------------------------
// FAQ
// ---------------------------------------------------------------------------

type FaqInput = { question: string; answer: Block[] }

const FAQS: FaqInput[] = [
  {
    question: 'How is an AI agent different from a regular chatbot?',
    answer: richText(
      paragraph(
        'A regular chatbot follows a fixed script: it recognizes a few keywords and replies with prepared answers, and it gets stuck as soon as a question is phrased differently. An AI agent understands what the customer means, answers in natural language using your own information, and can ',
        { text: 'take action', marks: ['strong'] },
        ': book an appointment, update your CRM, send a confirmation or hand the conversation to a person.',
      ),
      paragraph(
        'You still decide what the agent may say and do. We set clear boundaries, test it on real questions from your business, and review its conversations regularly.',
      ),
    ),
  },
  {
    question: 'Can we start with just one part of our business?',
    answer: richText(
      paragraph(
        'Yes, and we usually recommend it. Most clients start with the task that costs them the most time today, such as answering the phone, qualifying leads or entering orders.',
      ),
      paragraph(
        'Once that first system runs reliably and you can see the results, we add the next one. Our Basic plan is designed for exactly this: one custom AI system that you can build on later.',
      ),
    ),
  },
  {
    question: 'Will the AI match our brand voice?',
    answer: richText(
      paragraph(
        'Yes. Before launch we agree on tone, vocabulary and phrases to use or avoid, and train the agent on your website, documents and example conversations. Voice agents can use a voice that suits your brand and, on plans with multilingual agents, speak the languages your customers speak.',
      ),
      paragraph(
        'You review and approve sample conversations before anything goes live, and we keep refining the wording based on your feedback.',
      ),
    ),
  },
  {
    question: 'How does an AI voice agent compare with a human phone operator?',
    answer: richText(
      paragraph(
        'A voice agent answers instantly, at any hour, and can take many calls at the same time. It answers from the same approved information every time and logs every call automatically. For routine calls such as bookings, opening hours, prices and order status, callers get what they need faster.',
      ),
      paragraph(
        'People are still better at sensitive conversations, complaints and complex negotiations. That is why every agent we build can transfer a call to your team, or take a message with a summary, whenever a person is the better choice.',
      ),
    ),
  },
  {
    question: 'Which tools and channels can the AI connect to?',
    answer: richText(
      paragraph('Our agents and workflows connect to the tools you already use, including:'),
      bullets(
        'Your website, through a chat widget or forms',
        'Messaging apps such as WhatsApp, Facebook Messenger and Instagram',
        'Email inboxes',
        'CRM systems',
        'Spreadsheets',
        'Booking and calendar tools',
        'Phone numbers and phone systems',
      ),
      paragraph(
        'If a tool offers an API or a way to import and export data, we can usually connect it. We confirm every integration in the consultation before any work starts.',
      ),
    ),
  },
  {
    question: 'How do we measure whether the AI is performing well?',
    answer: richText(
      paragraph('We agree on the measures that matter to your business before launch, for example:'),
      bullets(
        'Conversations handled and questions resolved without a person',
        'Appointments booked and leads qualified',
        'Response times and calls answered outside opening hours',
        'Hours of manual work saved',
      ),
      paragraph(
        'You receive regular reports with these figures, and you can read any conversation. We use the same reports to improve the agent every month.',
      ),
    ),
  },
]

function faqDocuments(): SeedDocument[] {
  return FAQS.map((faq, index) => ({
    _id: `faq-${index + 1}`,
    _type: 'faqItem',
    question: faq.question,
    answer: faq.answer,
  }))
}

// ---------------------------------------------------------------------------
// Core values
// ---------------------------------------------------------------------------

type CoreValueInput = { slug: string; title: string; description: string; icon: IconName }

const CORE_VALUES: CoreValueInput[] = [
  {
    slug: 'customer-centric',
    title: 'Customer-Centric',
    description:
      'We start from your customers and your team, not from the technology. Every system we build has to make their day easier.',
    icon: 'heart',
  },
  {
    slug: 'innovation-first',
    title: 'Innovation First',
    description:
      'We follow new AI models and tools closely and use them when they are ready for real work, so your business benefits early without becoming a test lab.',
    icon: 'lightbulb',
  },
  {
    slug: 'intelligent-design',
    title: 'Intelligent Design',
    description:
      'Good automation is invisible. We design conversations and workflows that feel natural to customers and simple to manage for your staff.',
    icon: 'brain',
  },
  {
    slug: 'scalable-solutions',
    title: 'Scalable Solutions',
    description:
      'What we build for one location or one process is designed to grow with you, from your first AI agent to a company-wide system.',
    icon: 'layers',
  },
  {
    slug: 'results-driven',
    title: 'Results-Driven',
    description:
      'We agree on clear goals before we start and report on them openly: time saved, costs reduced and customers served.',
    icon: 'bar-chart',
  },
  {
    slug: 'transparent-partnership',
    title: 'Transparent Partnership',
    description:
      'Clear prices, honest advice about what AI can and cannot do, and full access to your data and conversations at all times.',
    icon: 'handshake',
  },
]

function coreValueDocuments(): SeedDocument[] {
  return CORE_VALUES.map(({ slug, ...fields }) => ({ _id: `coreValue-${slug}`, _type: 'coreValue', ...fields }))
}

// ---------------------------------------------------------------------------
// Legal pages
// ---------------------------------------------------------------------------

type LegalSectionInput = { heading: string; body: Block[] }

type LegalPageInput = {
  slug: LegalSlug
  badge: string
  title: string
  intro: string
  sections: LegalSectionInput[]
  seo: Seo
}

const PRIVACY_POLICY: LegalPageInput = {
  slug: 'privacy-policy',
  badge: 'Your Privacy Matters',
  title: 'Privacy Policy',
  intro: `This policy explains what information ${BRAND} collects when you use this website, our AI chat and voice demos and our booking form, why we collect it and what you can ask us to do with it.`,
  sections: [
    {
      heading: 'Who We Are',
      body: richText(
        paragraph(
          `${BRAND} designs and builds AI automation for businesses: voice agents, chatbots, automated workflows, websites and mobile apps. We are responsible for the information collected through this website. You can reach us at any time at `,
          emailLink,
          '.',
        ),
      ),
    },
    {
      heading: 'What We Collect',
      body: richText(
        paragraph('When you use our chat and voice demos, we may collect:'),
        bullets(
          [
            { text: 'Contact information', marks: ['strong'] },
            ': your name, email address, company name and business niche.',
          ],
          [{ text: 'Message inputs', marks: ['strong'] }, ': what you type or say to the demo.'],
          [
            { text: 'Conversation logs', marks: ['strong'] },
            ': the record of your conversation with the demo, including its replies.',
          ],
          [
            { text: 'Technical information', marks: ['strong'] },
            ': your IP address, device type, browser and cookies.',
          ],
        ),
        paragraph(
          'When you request a consultation through our booking form, we collect your name, email address, phone number (if you give it), business niche and the service you are interested in.',
        ),
      ),
    },
    {
      heading: 'Why We Collect This',
      body: richText(
        paragraph('We use this information to:'),
        bullets(
          'Improve our demos and the answers they give',
          'Understand how visitors use the demos and this website',
          'Prepare for sales calls and consultations you have requested',
          'Keep our systems stable and secure',
        ),
        paragraph(
          'We do not sell your information, and we do not share it with third parties. We do not use it for advertising.',
        ),
      ),
    },
    {
      heading: 'Cookies',
      body: richText(
        paragraph(
          'This website stores a single setting in your browser to remember that you accepted our cookie notice. The voice demo and the scheduling calendar are provided by external services that may set their own cookies, but only when you start a call or open the calendar. We do not use analytics or advertising cookies.',
        ),
        paragraph('Our ', { text: 'Cookie Policy', href: '/cookie-policy' }, ' explains each of these in detail.'),
      ),
    },
    {
      heading: 'Data Storage',
      body: richText(
        paragraph(
          'Your information is kept in our CRM and internal systems, which only our team can access; the CRM is a hosted service that stores it on our behalf. We keep it for as long as we need it for the purposes above, or until you ask us to delete it.',
        ),
        paragraph(
          'The voice demo and the booking calendar run on the service providers named in our ',
          { text: 'Cookie Policy', href: '/cookie-policy' },
          ', which handle on our behalf only the data needed to provide those features, and only when you use them.',
        ),
      ),
    },
    {
      heading: 'Your Rights',
      body: richText(
        paragraph('You can ask us at any time to:'),
        bullets(
          'Send you a copy of the information we hold about you',
          'Correct information that is wrong or incomplete',
          'Delete your information',
          'Stop using your information, by withdrawing your consent',
        ),
        paragraph(
          'To make a request, use the form on this website or email us at ',
          emailLink,
          '. We will reply as soon as possible and may ask you to confirm your identity first.',
        ),
      ),
    },
    {
      heading: 'Changes',
      body: richText(
        paragraph(
          'We may update this policy when our services or the law change. The date at the top of this page shows when it was last updated. If we make significant changes, we will say so clearly on this website.',
        ),
      ),
    },
  ],
  seo: seo(
    `Privacy Policy | ${BRAND}`,
    'What Northwind AI collects through its chat and voice demos and booking form, why, where it is kept, and how to access, correct or delete it.',
  ),
}

const TERMS_AND_CONDITIONS: LegalPageInput = {
  slug: 'terms-conditions',
  badge: 'Legal Terms',
  title: 'Terms and Conditions',
  intro: `These terms apply when you use the ${BRAND} website and its AI chat and voice demos. By using them, you agree to these terms.`,
  sections: [
    {
      heading: 'Demo Purpose Only',
      body: richText(
        paragraph(
          'The AI chat and voice demos on this website are for information and demonstration only. They show what our technology can do; they do not provide professional, legal, financial or medical advice, and they do not create a contract for any service.',
        ),
      ),
    },
    {
      heading: 'No Guarantees',
      body: richText(
        paragraph(
          'AI systems can make mistakes. We do not guarantee that the answers given by the demos are correct, complete or up to date. Please check anything important with our team before relying on it.',
        ),
      ),
    },
    {
      heading: 'Acceptable Use',
      body: richText(
        paragraph('When using this website and the demos, you must not:'),
        bullets(
          'Use them for anything unlawful',
          'Upload or send content that is harmful, offensive or misleading',
          'Try to reverse-engineer, copy or extract the underlying systems, prompts or models',
          'Interfere with the website or the demos, or try to overload them',
        ),
      ),
    },
    {
      heading: 'Intellectual Property',
      body: richText(
        paragraph(
          `All content on this website, including text, graphics, logos and the demos themselves, remains the property of ${BRAND}. You may not copy, reproduce or reuse it without our written permission.`,
        ),
      ),
    },
    {
      heading: 'Limitation of Liability',
      body: richText(
        paragraph(
          `This website and the demos are provided as they are. To the fullest extent permitted by law, ${BRAND} is not liable for any loss or damage arising from your use of the website or the demos, or from relying on their answers.`,
        ),
      ),
    },
    {
      heading: 'Termination',
      body: richText(
        paragraph(
          'We may suspend or end your access to the demos or the website at any time, without notice, if we believe they are being misused or these terms are being broken.',
        ),
      ),
    },
    {
      heading: 'Contact',
      body: richText(paragraph('If you have any questions about these terms, email us at ', emailLink, '.')),
    },
  ],
  seo: seo(
    `Terms and Conditions | ${BRAND}`,
    'The terms for using the Northwind AI website and its AI chat and voice demos: demo purpose, acceptable use, intellectual property and liability.',
  ),
}

const COOKIE_POLICY: LegalPageInput = {
  slug: 'cookie-policy',
  badge: 'Cookies',
  title: 'Cookie Policy',
  intro: `This policy explains what ${BRAND} stores in your browser when you visit this website, and what the services behind our voice demo and booking calendar may store when you use them.`,
  sections: [
    {
      heading: 'What This Website Stores',
      body: richText(
        paragraph(
          "This website stores one setting in your browser's local storage, named ",
          { text: COOKIE_CONSENT_KEY, marks: ['strong'] },
          ', which records that you accepted our cookie notice so we do not show it again.',
        ),
        paragraph(
          'If you choose Decline, nothing is stored, so the notice will appear again on your next visit. The website itself sets no other cookies.',
        ),
      ),
    },
    {
      heading: 'Voice Demo',
      body: richText(
        paragraph(
          'Our AI voice demo is provided by Vapi, which uses Daily to carry the audio call. These services load and may store cookies or similar data in your browser only when you start a call. Your browser will ask for permission to use your microphone first, and the call ends when you close the demo.',
        ),
      ),
    },
    {
      heading: 'Scheduling Calendar',
      body: richText(
        paragraph(
          'Our booking calendar is provided by Cal.com. It loads, and may set its own cookies, only when you open the calendar to choose a time for your consultation.',
        ),
      ),
    },
    {
      heading: 'Analytics',
      body: richText(paragraph('We do not use analytics, advertising or tracking cookies on this website.')),
    },
    {
      heading: 'Withdrawing Your Consent',
      body: richText(
        paragraph(
          "You can withdraw your consent at any time by clearing this website's data in your browser settings. This removes the stored setting, and the cookie notice will appear again on your next visit.",
        ),
        paragraph('If you have any questions, email us at ', emailLink, '.'),
      ),
    },
  ],
  seo: seo(
    `Cookie Policy | ${BRAND}`,
    'The one setting Northwind AI stores in your browser, what the voice demo and booking calendar may set, and how to withdraw your consent.',
  ),
}

function legalPageDocument(page: LegalPageInput): SeedDocument {
  return {
    _id: `legal-${page.slug}`,
    _type: 'legalPage',
    slug: page.slug,
    badge: page.badge,
    title: page.title,
    lastUpdated: LEGAL_LAST_UPDATED,
    intro: page.intro,
    sections: page.sections.map((section) => ({
      _type: 'legalSection',
      _key: keyOf(section.heading),
      heading: section.heading,
      body: section.body,
    })),
    seo: page.seo,
  }
}

// ---------------------------------------------------------------------------
// Singletons
// ---------------------------------------------------------------------------

type NavSection = 'benefits' | 'services' | 'pricing' | 'faq' | 'booking'

function siteSettingsDocument(): SeedDocument {
  const navigation: [string, NavSection][] = [
    ['Benefits', 'benefits'],
    ['Services', 'services'],
    ['Pricing', 'pricing'],
    ['FAQ', 'faq'],
    ['Booking', 'booking'],
  ]
  return {
    _id: 'siteSettings',
    _type: 'siteSettings',
    brandName: BRAND,
    logo: { _type: 'image', _sanityAsset: seedAsset('logo.svg') },
    tagline: 'AI voice agents, automation and websites that take repetitive work off your team.',
    contactEmail: CONTACT_EMAIL,
    supportChatUrl: SUPPORT_CHAT_URL,
    schedulingLink: SCHEDULING_LINK,
    navigation: navigation.map(([label, sectionId]) => ({ _type: 'navLink', _key: sectionId, label, sectionId })),
    demoButtonLabel: 'AI Demo',
    ctaButtonLabel: 'Get Started',
    mobileDemoButtonLabel: 'Try AI Demo',
    mobileCtaButtonLabel: 'Book Consultation',
    footer: {
      servicesHeading: 'Services',
      companyHeading: 'Company',
      supportHeading: 'Support',
      aboutLabel: 'About Us',
      privacyLabel: 'Privacy Policy',
      termsLabel: 'Terms & Conditions',
      chatLabel: 'Live Chat Support',
      emailLabel: 'Email Support',
      copyright: BRAND,
    },
    cookieBanner: {
      message:
        'We use cookies only where you ask for them: the voice demo and the booking calendar may set their own when you use them. If you accept, we store one setting in your browser so that we do not ask again.',
      acceptLabel: 'Accept',
      declineLabel: 'Decline',
      policyLinkLabel: 'Cookie Policy',
    },
    defaultSeo: seo(
      `${BRAND} | AI Automation for Growing Businesses`,
      'AI voice agents, chatbots, process automation and AI-powered websites and apps that save your team time and cut costs. Book a free 30-minute consultation.',
    ),
  }
}

function landingPageDocument(): SeedDocument {
  const tiles: [string, IconName][] = [
    ['AI Voice Agents', 'phone'],
    ['Process Automation', 'workflow'],
    ['AI Integration', 'plug'],
  ]
  const stats: [string, string][] = [
    ['80+', 'Hours saved monthly'],
    ['40%', 'Cost reduction'],
    ['24/7', 'Availability'],
  ]
  const expectSteps: [string, string][] = [
    [
      'We analyze your needs',
      'We look at how your business runs today and where time goes on calls, messages and admin.',
    ],
    [
      'Tailored recommendations',
      'You get concrete suggestions for the AI agents and automations that would help your business most.',
    ],
    [
      'Discuss implementation',
      'We talk through integrations, timeline and pricing, so you know exactly what a first project involves.',
    ],
  ]
  return {
    _id: 'landingPage',
    _type: 'landingPage',
    hero: {
      rotatingWords: ['Automate', 'Optimize', 'Transform', 'Scale'],
      headlineLine2: 'Your Business',
      headlineLine3: 'with AI Automation',
      intro:
        'We build AI voice agents, chatbots and automated workflows that answer your customers, handle routine tasks and keep your business running around the clock, so your team can focus on the work that matters.',
      primaryCtaLabel: 'Get Free AI Consultation',
      secondaryCtaLabel: 'Explore AI Solutions',
      tiles: tiles.map(([title, icon]) => ({ _type: 'heroTile', _key: keyOf(title), title, icon })),
      stats: stats.map(([value, label]) => ({ _type: 'statistic', _key: keyOf(label), value, label })),
    },
    benefitsSection: {
      heading: 'Why Business Leaders Choose AI Automation',
      intro:
        'Hundreds of companies use our AI solutions to answer customers faster, cut routine work and grow without adding headcount. Here is what automation changes for them.',
      benefits: refs(BENEFITS.map((benefit) => benefit.id)),
      testimonial: ref(TESTIMONIAL._id),
    },
    servicesSection: {
      heading: 'AI Solutions for Every Part of Your Business',
      intro:
        'From a single voice agent to a complete digital transformation, we design, build and run AI systems around the way your business already works.',
      services: refs(SERVICES.map((service) => `service-${service.serviceNumber}`)),
      learnMoreLabel: 'Learn More',
      modalBookLabel: 'Book Free Consultation',
      modalCloseLabel: 'View Other Services',
      ctaHeading: 'Not Sure Which Solution Fits?',
      ctaText:
        'Tell us how your business runs today. In a free 30-minute consultation we will show you where AI can save the most time and what it would take to build.',
      ctaButtonLabel: 'Book Your Free Consultation',
    },
    pricingSection: {
      heading: 'Simple, Transparent Pricing',
      intro:
        'Choose a monthly AI Automation plan, or a one-time website or app project with a small monthly retainer. Fixed prices are listed upfront; custom work is quoted on its scope.',
      categories: refs(PLAN_CATEGORIES.map((category) => `planCategory-${category.categoryId}`)),
      ctaButtonLabel: "Let's Talk",
      planLabels: {
        perMonth: 'per month',
        oneTime: 'one-time',
        setupFee: 'Setup fee:',
        retainer: 'Retainer:',
        sla: 'SLA:',
        idealFor: 'Ideal for:',
        replaces: 'Replaces:',
        outcome: 'Outcome:',
      },
    },
    faqSection: {
      heading: 'Frequently Asked Questions',
      intro: 'Straight answers to the questions business owners ask us most before getting started with AI automation.',
      items: refs(FAQS.map((_, index) => `faq-${index + 1}`)),
      ctaButtonLabel: 'Schedule a Free Consultation',
    },
    bookingSection: {
      heading: 'Book Your Free AI Consultation',
      intro:
        'Tell us a little about your business and what you would like to automate. We will get back to you to arrange a free 30-minute consultation, or you can pick a time yourself in our calendar.',
      formHeading: 'Request your free consultation',
      formNote: 'We use your details only to arrange your consultation.',
      submitLabel: 'Book My Free Consultation',
      expectHeading: 'What to Expect',
      expectSteps: expectSteps.map(([title, description], index) => ({
        _type: 'expectStep',
        _key: `step-${index + 1}`,
        title,
        description,
      })),
      expectFacts: ['100% Free', 'No obligation', '30-minute session'],
      calendarHeading: 'Prefer to pick a time yourself?',
      calendarButtonLabel: 'Select Date & Time',
      calendarOpenedLabel: 'Calendar Opened - Choose Your Time',
    },
    seo: seo(
      `${BRAND} | AI Voice Agents, Automation & Websites`,
      'AI voice agents, chatbots and process automation that answer customers 24/7 and cut routine work. See plans and pricing, and book a free consultation.',
    ),
  }
}

function aboutPageDocument(): SeedDocument {
  return {
    _id: 'aboutPage',
    _type: 'aboutPage',
    headline: 'We Build Digital Employees for Growing Businesses',
    intro: `${BRAND} is a small team of engineers and automation specialists helping businesses hand repetitive work to AI, so their people can focus on customers and growth.`,
    mission: {
      title: 'Our Mission',
      body: 'To make AI automation accessible to every business, not just large corporations. We build digital employees that answer customers, handle routine tasks and keep work moving, saving our clients time and cutting their costs.',
    },
    vision: {
      title: 'Our Vision',
      body: 'A world where AI is woven into every part of business operations, from the first customer call to the last invoice, working quietly alongside people and leaving them free for the work only people can do.',
    },
    valuesHeading: 'Our Core Values',
    values: refs(CORE_VALUES.map((value) => `coreValue-${value.slug}`)),
    closingCta: {
      heading: 'Ready to Transform Your Business?',
      text: 'Book a free 30-minute consultation. We will look at how your business runs today and show you where AI can save the most time.',
      buttonLabel: 'Get Started Today',
    },
    seo: seo(
      `About Us | ${BRAND}`,
      'Meet Northwind AI: our mission to make AI automation accessible, our vision for AI in business operations, and the values behind our work.',
    ),
  }
}

// ---------------------------------------------------------------------------
// The whole dataset
// ---------------------------------------------------------------------------

/**
 * Every seed document, in a stable order: referenced documents first, then the
 * documents that reference them, then the singletons.
 */
export function seedDocuments(): SeedDocument[] {
  return [
    ...serviceDocuments(),
    ...[...AI_PLANS, ...WEBSITE_PLANS].map(planDocument),
    ...PLAN_CATEGORIES.map(planCategoryDocument),
    ...benefitDocuments(),
    TESTIMONIAL,
    ...faqDocuments(),
    ...coreValueDocuments(),
    ...[PRIVACY_POLICY, TERMS_AND_CONDITIONS, COOKIE_POLICY].map(legalPageDocument),
    siteSettingsDocument(),
    landingPageDocument(),
    aboutPageDocument(),
  ]
}

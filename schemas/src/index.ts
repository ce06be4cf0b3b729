import { benefit } from './documents/benefit'
import { coreValue } from './documents/coreValue'
import { faqItem } from './documents/faqItem'
import { legalPage } from './documents/legalPage'
import { plan } from './documents/plan'
import { planCategory } from './documents/planCategory'
import { service } from './documents/service'
import { testimonial } from './documents/testimonial'
import { gradient, icon } from './objects/iconPicker'
import { imageWithAlt } from './objects/imageWithAlt'
import { richText } from './objects/richText'
import { seo } from './objects/seo'
import { statistic } from './objects/statistic'
import { refuseBlankText } from './refuseBlankText'
import { aboutPage } from './singletons/aboutPage'
import { landingPage } from './singletons/landingPage'
import { siteSettings } from './singletons/siteSettings'

export * from './options'

export const schemaTypes = refuseBlankText([
  // singletons
  siteSettings,
  landingPage,
  aboutPage,
  // documents
  service,
  plan,
  planCategory,
  benefit,
  testimonial,
  faqItem,
  coreValue,
  legalPage,
  // objects
  seo,
  imageWithAlt,
  richText,
  icon,
  gradient,
  statistic,
])

export const singletonTypes = new Set(['siteSettings', 'landingPage', 'aboutPage'])

/**
 * Fixed vocabularies shared by the Studio (as field options) and the site (as
 * the keys of its icon and gradient maps). This module imports nothing from
 * Sanity so the web app can use it without pulling the Studio in.
 */

/** The "I'm Interested In" choices of the booking form, in the order the spec lists them. */
export const INTEREST_OPTIONS = [
  'AI Voice/Chat Agents',
  'AI Business Process Automation',
  'Custom Website Development',
  'Custom Mobile Apps',
  'Complete Bundle',
] as const
export type Interest = (typeof INTEREST_OPTIONS)[number]

/** Icons an editor can choose; the site maps each name to an SVG icon. */
export const ICON_NAMES = [
  'bot',
  'phone',
  'message-circle',
  'workflow',
  'globe',
  'smartphone',
  'sparkles',
  'rocket',
  'clock',
  'piggy-bank',
  'smile',
  'trending-up',
  'target',
  'shield-check',
  'users',
  'lightbulb',
  'brain',
  'layers',
  'bar-chart',
  'handshake',
  'zap',
  'plug',
  'calendar',
  'heart',
] as const
export type IconName = (typeof ICON_NAMES)[number]

/** Colour gradients an editor can give a card; the site maps each to its palette. */
export const GRADIENT_NAMES = [
  'blue-cyan',
  'purple-pink',
  'emerald-teal',
  'orange-amber',
  'indigo-violet',
  'rose-red',
] as const
export type GradientName = (typeof GRADIENT_NAMES)[number]

export const PLAN_CATEGORY_IDS = ['ai-automation', 'websites-apps'] as const
export type PlanCategoryId = (typeof PLAN_CATEGORY_IDS)[number]

export const PLAN_FREQUENCIES = ['month', 'one-time', 'pricing'] as const
export type PlanFrequency = (typeof PLAN_FREQUENCIES)[number]

export const LEGAL_SLUGS = ['privacy-policy', 'terms-conditions', 'cookie-policy'] as const
export type LegalSlug = (typeof LEGAL_SLUGS)[number]

/** Singleton documents live at these fixed ids, never "the first document of this type". */
export const SINGLETON_IDS = {
  siteSettings: 'siteSettings',
  landingPage: 'landingPage',
  aboutPage: 'aboutPage',
} as const

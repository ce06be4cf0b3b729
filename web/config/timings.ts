/**
 * Every timing and threshold the specification names (sections 2, 4 and 9), in one place.
 * Components import these; tests check behaviour against the same values.
 */
export const TIMINGS = {
  /** Hero word rotation. */
  heroWordMs: 2000,
  /** Benefit cards fade in one after another. */
  benefitStaggerMs: 80,
  /** Share of a benefit card that must be visible before it fades in. */
  benefitRevealThreshold: 0.1,
  /** Share of a service card that must be visible before it fades in. */
  serviceRevealThreshold: 0.1,
  /** "Book Free Consultation" in the service window: close, then scroll after this delay. */
  modalToBookingScrollMs: 300,
  /** Switching pricing tabs resets the reveal, then shows all cards after this delay. */
  pricingTabRevealMs: 50,
  /** The booking success message shows this long before the empty form returns. */
  bookingSuccessMs: 5000,
  /** The cookie banner appears this long after load when no acceptance is stored. */
  cookieBannerDelayMs: 1000,
  /** The header turns opaque once the page has scrolled further than this. */
  headerOpaqueAfterPx: 50,
  /** Content pages force the scroll position to the top at once and again after these delays. */
  scrollToTopRetriesMs: [0, 10, 50],
  /** …and for this long after loading, undo a scroll the visitor did not start (a late restoration). */
  scrollToTopSettleMs: 1000,
  /** The voice call timer ticks once a second. */
  callTimerTickMs: 1000,
} as const

/** Desktop pricing cards list at most this many features; phones list all. */
export const DESKTOP_PLAN_FEATURES = 8

/** The landing page's section ids, as the header and buttons link to them. */
export const SECTION_IDS = ['benefits', 'services', 'pricing', 'faq', 'booking'] as const
export type SectionId = (typeof SECTION_IDS)[number]

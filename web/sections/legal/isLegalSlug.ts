import { LEGAL_SLUGS, type LegalSlug } from '@site/schemas/options'

/** True for the addresses the legal pages live at: /privacy-policy, /terms-conditions, /cookie-policy. */
export function isLegalSlug(slug: string): slug is LegalSlug {
  return (LEGAL_SLUGS as readonly string[]).includes(slug)
}

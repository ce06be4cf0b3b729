import type { ComponentProps } from 'react'
import { CookieBanner } from '@/features/cookie-consent/CookieBanner'

/**
 * What every page begins with, before its header: the skip link to `#main` (each page's <main>
 * carries that id), then the cookie banner, so keyboard and screen-reader users meet its buttons
 * right after the skip link rather than after the whole page. The banner asks on every page, as
 * visitors may arrive on any of them; it renders nothing until it shows, so it costs the first
 * paint nothing.
 */
export function PageStart({ cookieBanner }: { cookieBanner: ComponentProps<typeof CookieBanner> }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <CookieBanner {...cookieBanner} />
    </>
  )
}

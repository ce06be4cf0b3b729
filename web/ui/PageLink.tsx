'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ComponentProps } from 'react'
import { focusFromTop } from './focus'
import { LinkPending } from './LinkPending'

/**
 * A link to another of the site's pages: Next's `<Link>`, ending in the spinner that shows while
 * the page it leads to is on its way (LinkPending), so the link never looks dead on a slow
 * connection. The header, footer, About and not-found links use it; the cookie banner's policy
 * link, inside a sentence, is still a plain `<Link>`.
 *
 * A link to the page already shown (the footer's "Privacy Policy" on the Privacy page, the logo on
 * the landing page) takes the visitor to its top, as the spec asks of the footer's page links:
 * Next.js navigates to the same page without scrolling, so the link seemed to do nothing. Keyboard
 * focus starts again from the top as well, as after a link to another page.
 *
 * A link to a section of the page already shown (the footer's services on the landing page, whose
 * `/#services` leads elsewhere to the landing page's section) is a plain link: the browser's own
 * fragment navigation, as the header's section links are, scrolls to the section and moves keyboard
 * focus into it. Next's `<Link>` scrolled there and left focus on the footer, so the next Tab
 * scrolled back down, and to a screen reader the link seemed to do nothing.
 */
export function PageLink({ children, onClick, ...props }: ComponentProps<typeof Link>) {
  const pathname = usePathname()
  const href = typeof props.href === 'string' ? props.href : undefined
  const samePage = href === pathname
  if (href?.includes('#') && href.slice(0, href.indexOf('#')) === pathname) {
    return (
      <a href={href} className={props.className} onClick={onClick}>
        {children}
      </a>
    )
  }
  return (
    <Link
      {...props}
      onClick={(event) => {
        onClick?.(event)
        if (!samePage || event.defaultPrevented) return
        // A press that opens the link elsewhere (a new tab or window) is the browser's.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        // Smooth or not as the page scrolls elsewhere (globals.css and the visitor's motion setting).
        window.scrollTo({ top: 0, left: 0 })
        focusFromTop()
      }}
    >
      {children}
      <LinkPending />
    </Link>
  )
}

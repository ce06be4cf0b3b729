import Link from 'next/link'
import type { ComponentProps } from 'react'
import { LinkPending } from './LinkPending'

/**
 * A link to another of the site's pages: Next's `<Link>`, ending in the spinner that shows while
 * the page it leads to is on its way (LinkPending), so the link never looks dead on a slow
 * connection. The header, footer, About and not-found links use it; the cookie banner's policy
 * link, inside a sentence, is still a plain `<Link>`.
 */
export function PageLink({ children, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link {...props}>
      {children}
      <LinkPending />
    </Link>
  )
}

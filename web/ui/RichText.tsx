import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { RichText as RichTextValue } from '@/sanity.types'
import { PageLink } from './PageLink'

const LINK_CLASS = 'font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900'

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => {
      const href = typeof value?.href === 'string' ? value.href : '#'
      // A link to another of the site's pages ("/cookie-policy" in the Privacy Policy) moves within
      // the site as the header's and footer's do. As a plain link it loaded the whole site again:
      // a cookie banner declined for this visit asked again, and a booking half typed was gone.
      // ("//host/…" is another site, written without its scheme: it stays a plain link.)
      if (href.startsWith('/') && !href.startsWith('//')) {
        return (
          <PageLink href={href} className={LINK_CLASS}>
            {children}
          </PageLink>
        )
      }
      if (/^https?:\/\//.test(href)) {
        return (
          <a href={href} className={LINK_CLASS} target="_blank" rel="noopener noreferrer">
            {children}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )
      }
      return (
        <a href={href} className={LINK_CLASS}>
          {children}
        </a>
      )
    },
  },
  list: {
    bullet: ({ children }) => <ul className="list-disc space-y-1 ps-6">{children}</ul>,
    number: ({ children }) => <ol className="list-decimal space-y-1 ps-6">{children}</ol>,
  },
}

/** Editor-formatted text from the Studio (paragraphs, lists, bold, italic, links). */
export function RichText({ value, className }: { value: RichTextValue; className?: string }) {
  return (
    <div className={`space-y-3 ${className ?? ''}`}>
      <PortableText value={value} components={components} />
    </div>
  )
}

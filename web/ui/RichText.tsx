import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { RichText as RichTextValue } from '@/sanity.types'

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => {
      const href = typeof value?.href === 'string' ? value.href : '#'
      const external = /^https?:\/\//.test(href)
      return (
        <a
          href={href}
          className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900"
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
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

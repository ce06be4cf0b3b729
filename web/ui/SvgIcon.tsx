import type { IconNode } from 'lucide'
import { createElement } from 'react'

/**
 * A Lucide icon (from the `lucide` package's shape data) drawn as plain inline SVG, decorative:
 * the text beside it carries the meaning, so screen readers skip it.
 *
 * Not `lucide-react`: its icons are client components, so every one of the landing page's 145
 * icons ran two components with a context lookup while the page hydrated, about 20 ms of a load
 * before any CPU slowdown (scripts/bench/FINDINGS.md). Plain SVG costs the browser only its elements, on
 * the server or in a client component alike. The width and height attributes keep an icon at its
 * natural size should the stylesheet fail to load; the `size-*` classes set the real one.
 */
export function SvgIcon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  )
}

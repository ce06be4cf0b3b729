import { type JsonLdGraph, serializeJsonLd } from './jsonLd'

/** Structured data for search engines, rendered into the server HTML. */
export function JsonLd({ graph }: { graph: JsonLdGraph }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON must not be HTML-escaped; serializeJsonLd escapes `<` so CMS text cannot close the tag.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(graph) }}
    />
  )
}

/**
 * Ids for the numbered sections, made from their headings ("Who We Are" → "who-we-are"), so a
 * link such as /privacy-policy#cookies keeps working when sections are reordered. A heading
 * that gives no usable id, or repeats one, falls back to its position.
 */
export function sectionAnchors(headings: readonly string[]): string[] {
  const seen = new Set<string>()
  return headings.map((heading, index) => {
    const slug = heading
      .normalize('NFKD')
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
    const id = slug === '' || seen.has(slug) ? `section-${index + 1}` : slug
    seen.add(id)
    return id
  })
}

/**
 * Plain text from a Studio text field, drawn as the paragraphs its editor wrote: a blank line
 * starts a new one. A single line break stays a space, as in any paragraph of HTML.
 */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return (
    <div className={className}>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the text's own order; it never changes under React.
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  )
}

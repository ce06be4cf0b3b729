/**
 * A script of our own, inlined in the server's HTML so that it runs as the page is parsed, before the
 * page's script files have arrived (the layout's early listeners). Only ever a constant: the code is
 * not escaped, so no content or input may reach it.
 */
export function InlineScript({ code }: { code: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own, no input reaches it
  return <script dangerouslySetInnerHTML={{ __html: code }} />
}

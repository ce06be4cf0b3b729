import { InlineScript } from '@/ui/InlineScript'

/**
 * Space presses a link that is announced as a button (ui/ButtonLink), as it presses a real button;
 * a link would otherwise let Space scroll the page, and a keyboard or screen-reader user told
 * "button" expects Space to work. An inline script on the document, not a React handler, so it
 * works from the first moment, as the links do, and for links rendered on the server.
 */
const SCRIPT = `document.addEventListener('keydown',function(e){if(e.key!==' '||e.repeat||e.defaultPrevented||e.ctrlKey||e.metaKey||e.altKey)return;var t=e.target,a=t instanceof Element&&t.closest('a[href][role="button"]');if(!a)return;e.preventDefault();a.click()})`

export function SpacePressesButtonLinks() {
  return <InlineScript code={SCRIPT} />
}

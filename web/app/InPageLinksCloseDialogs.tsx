import { InlineScript } from '@/ui/InlineScript'

/**
 * Following a link to a section of the page closes the modal dialog it sits in (the phone menu),
 * so the section it scrolls to is shown and usable rather than inert behind the dialog.
 *
 * An inline script, not a React handler, because the menu opens before hydration (Invoker
 * Commands): on a slow phone a visitor can open it and choose a section before the page's script
 * has arrived, and the menu then stayed open over the section. One listener on the document, so it
 * also serves a menu rendered later by client-side navigation. A click that opens a new tab or
 * window leaves the dialog open.
 */
const SCRIPT = `document.addEventListener('click',function(e){var t=e.target,a=t instanceof Element&&t.closest('dialog[open] a[href^="#"]');if(!a||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;a.closest('dialog').close()})`

export function InPageLinksCloseDialogs() {
  return <InlineScript code={SCRIPT} />
}

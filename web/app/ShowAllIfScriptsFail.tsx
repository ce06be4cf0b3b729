import { InlineScript } from '@/ui/InlineScript'

/**
 * When one of the page's own scripts fails to load (a dropped connection, a proxy or an extension
 * that blocks it), React never takes the page over: the second pricing tab's plans and every FAQ
 * answer stayed hidden, and the controls only script makes work (the tabs, the questions, the
 * calendar and the call buttons) did nothing. The page then falls back to what it shows with
 * JavaScript off (SCRIPTS_FAILED_CSS in the layout), which the windows and the booking form already
 * work in.
 *
 * Told by the load event, which waits for every script the page was sent with: by then Next's
 * client has started and set `window.next` (next/dist/client/app-index), unless a script it needs
 * failed. (A listener for the failed script's error event missed most failures: the scripts are
 * listed in the <head>, and fail before a script in the <body> can listen.) A script fetched later,
 * on demand (the calendar, the voice SDK), fails into its own message on a page that works.
 */
const SCRIPT = `addEventListener('load',function(){if(!window.next)document.documentElement.setAttribute('data-scripts-failed','')})`

export function ShowAllIfScriptsFail() {
  return <InlineScript code={SCRIPT} />
}

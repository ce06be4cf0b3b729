/**
 * When one of the page's own scripts fails to load (a dropped connection, a proxy or an extension
 * that blocks it), React never takes the page over: the second pricing tab's plans and every FAQ
 * answer stayed hidden, and the controls only script makes work (the tabs, the questions, the
 * calendar and the call buttons) did nothing. The page then falls back to what it shows with
 * JavaScript off (SCRIPTS_FAILED_CSS in the layout), which the windows and the booking form already
 * work in. Only while the page loads: a script fetched later, on demand (the calendar, the voice
 * SDK), fails into its own message on a page that works.
 */
const SCRIPT = `addEventListener('error',function(e){var s=e.target;if(s instanceof HTMLScriptElement&&s.src.indexOf('/_next/')>0&&document.readyState!=='complete')document.documentElement.setAttribute('data-scripts-failed','')},true)`

export function ShowAllIfScriptsFail() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own, no input reaches it
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}

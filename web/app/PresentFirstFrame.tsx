import { InlineScript } from '@/ui/InlineScript'

/**
 * Asks the browser for a second frame as soon as it has produced the first.
 *
 * Measured with Lighthouse on this machine's Chromium (issue 8, `scripts/bench/FINDINGS.md`, "A held first frame"):
 * in many runs the compositor activates the page's first frame at about 250 ms but drops every
 * draw, and stops asking the main thread for new frames, until about 1.2 s. The page then
 * shows nothing for a second although it was ready, and its first paint lands after every
 * script. Asking for a second commit right away usually keeps that from happening: with this
 * script the held frame disappeared in an A/B of the landing page (0 of 7 runs against 6 of 7
 * without it) and from all 25 runs of a bench. Rarer, not impossible: in 2 of 10 later runs of
 * Privacy the compositor held the frame anyway and never began the second one asked for. With
 * Chromium 156.0.8078.108 (2026-11-25) the hold came back in most runs, for 1 or 2 s, with this
 * script in place: it no longer suffices there (`scripts/bench/FINDINGS.md`, "A held first frame").
 *
 * It must stay first in <body>, though there it holds the parser until the stylesheet is in, so
 * the first frame is empty and the text shows a frame later: placed after the content, or run as an
 * async module, it let the landing page hold its frame again (`scripts/bench/FINDINGS.md`, "A held first frame").
 *
 * The change is invisible: the page background is already white (the body's, which the canvas
 * takes); this gives the root element the same white. An adopted style sheet, not an attribute,
 * so the elements React hydrates are untouched. Browsers without constructable style sheets skip it.
 */
const SCRIPT = `requestAnimationFrame(function(){requestAnimationFrame(function(){if(!document.adoptedStyleSheets)return;var s=new CSSStyleSheet();s.replaceSync('html{background-color:#fff}');document.adoptedStyleSheets=document.adoptedStyleSheets.concat(s)})})`

export function PresentFirstFrame() {
  return <InlineScript code={SCRIPT} />
}

import { InlineScript } from '@/ui/InlineScript'

/**
 * Turns on smooth scrolling (globals.css) at the visitor's first pointer or key press, so only
 * the scrolls they start glide. The browser's own scroll to an address's fragment when the page
 * opens comes before it and jumps: with smooth scrolling on from the start, a shared /#pricing
 * link glided down through the whole landing page for over a second.
 *
 * A step back or forward through history turns it off again until the next press: the browser
 * then restores where the visitor was, and with smooth scrolling on, Back to the landing page
 * showed its top and glided down to that place for a second and a half. A click on a link to a
 * section fires `popstate` too (a fragment navigation does, by the HTML standard), just before the
 * browser scrolls to it, in the same task as the click: that one is the visitor's own scroll and
 * keeps its glide. Taken for a step through history, it made every such link jump.
 *
 * An inline script, not a React effect, so the hero's buttons glide from the first moment, not
 * only once the page's script has arrived and hydrated (on a slow phone, seconds later).
 */
const SCRIPT = `(function(){var r=document.documentElement,c=false,t=['pointerdown','keydown'];function on(){r.setAttribute('data-smooth-scroll','');t.forEach(function(n){removeEventListener(n,on,true)})}function listen(){t.forEach(function(n){addEventListener(n,on,true)})}addEventListener('click',function(){c=true;setTimeout(function(){c=false})},true);addEventListener('popstate',function(){if(c)return;r.removeAttribute('data-smooth-scroll');listen()});listen()})()`

export function SmoothScrollAfterInteraction() {
  return <InlineScript code={SCRIPT} />
}

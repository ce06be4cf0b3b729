import { InlineScript } from '@/ui/InlineScript'
import { PRESSED_ATTRIBUTE } from '@/ui/pressedBeforeHydration'

/**
 * Until the FAQ is hydrated a question is text with no handler (FaqAccordion), and a press on it
 * was lost: on a slow phone for a second or more after the page is shown, and even after the load
 * event, as React hydrates after it. React replays an early press only to an element that has a
 * handler once hydrated, and this text gives way to a button. So this inline script notes on the
 * list which question was pressed last (a second press on it takes the note back, as a second press
 * on the button would close it), and the accordion opens that one as it mounts. It does nothing
 * without script, where every answer is shown, nor once the questions are buttons.
 *
 * On the window and in the capture phase, ahead of React's own listener: a press that comes after
 * React has started but before it has hydrated makes React hydrate there and then, within that
 * listener, and the accordion reads the note as it mounts. In the layout, with the other inline
 * scripts at the top of the page, rather than beside the questions: a script in the middle of the
 * landing page is what once held its first frame back (scripts/bench/FINDINGS.md).
 *
 * A press can also span hydration: it goes down on the text and comes up on the button that
 * replaced it. A mouse then gets no click at all (the element it went down on is gone), so the
 * script presses that button itself, a task later, unless a click reached it meanwhile (a mouse's
 * click comes in the same task as its release). A tap needs nothing: its click is aimed where it
 * ends, at the button, and comes later still (after the browser has recognised the tap), so pressing
 * the button for it as well opened and closed the question on a busy phone.
 */
const SCRIPT = `(function(){var d,b;addEventListener('pointerdown',function(e){var q=e.target instanceof Element&&e.target.closest('span[data-faq-question]');d=q&&{q:q,i:q.closest('[data-faq-item]')}},true);addEventListener('pointerup',function(e){var p=d,t=e.target instanceof Element&&e.target.closest('button');d=null;if(!p||e.pointerType!=='mouse'||p.q.isConnected||!t||!p.i.contains(t))return;b=t;setTimeout(function(){if(b===t){b=null;t.click()}})},true);addEventListener('click',function(e){if(b&&e.target instanceof Node&&b.contains(e.target))b=null;var q=e.target instanceof Element&&e.target.closest('span[data-faq-question]'),l=q&&q.closest('[data-faq-list]');if(!l)return;var k=q.getAttribute('data-faq-question');if(l.getAttribute('${PRESSED_ATTRIBUTE}')===k)l.removeAttribute('${PRESSED_ATTRIBUTE}');else l.setAttribute('${PRESSED_ATTRIBUTE}',k)},true)})()`

export function FaqPressesBeforeHydration() {
  return <InlineScript code={SCRIPT} />
}

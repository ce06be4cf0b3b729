import { InlineScript } from './InlineScript'
import { PRESSED_ATTRIBUTE } from './pressedBeforeHydration'

/**
 * Controls that are shown as soon as the page is (with script on) but work only once hydrated: the
 * pricing tabs, the calendar button, the voice demo's start button (its window opens without
 * script). React replays a press that comes after it has started; one before, on a slow phone while
 * the page's script is still on its way, was lost: "Websites & Apps" tapped, or "Select Date &
 * Time" tapped straight after the hero's link to the booking section, and nothing happened, then
 * or later.
 *
 * Such a control carries `data-before-hydration` until its component has hydrated, and the element
 * holding it `data-press-notes`. This inline script notes the last such control pressed, by its id,
 * on that element, and the component acts on the note as it mounts (usePressedBeforeHydration).
 * What they do is idempotent (select a tab, open the calendar; a second start of a call is
 * ignored), so a press React replays as well agrees with it.
 *
 * On the window and in the capture phase, ahead of React's own listener, and in the layout with
 * the other inline scripts (FaqPressesBeforeHydration says why). The FAQ's questions have a script
 * of their own: a second press there takes the first back, and a press may span hydration.
 */
const SCRIPT = `addEventListener('click',function(e){var t=e.target instanceof Element&&e.target.closest('[data-before-hydration]'),l=t&&t.closest('[data-press-notes]');if(l)l.setAttribute('${PRESSED_ATTRIBUTE}',t.id)},true)`

export function PressesBeforeHydration() {
  return <InlineScript code={SCRIPT} />
}

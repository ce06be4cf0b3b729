import { InlineScript } from '@/ui/InlineScript'
import { PRESSED_ATTRIBUTE } from '@/ui/pressedBeforeHydration'

/**
 * The pricing tabs are shown as soon as the page is (with script on), but switch only once
 * hydrated. React replays a press that comes after it has started; one before, on a slow phone
 * while the page's script is still on its way, was lost: "Websites & Apps" tapped, nothing
 * changed, then or later. This inline script notes on the tab list the last tab pressed while the
 * tabs are marked `data-before-hydration` (PricingTabs takes the mark away once hydrated), and the
 * tabs select that one as they mount. Selecting is idempotent, so a press React replays as well
 * selects the same tab. On the window and in the capture phase, ahead of React's own listener, and
 * in the layout with the other inline scripts (FaqPressesBeforeHydration says why).
 */
const SCRIPT = `addEventListener('click',function(e){var t=e.target instanceof Element&&e.target.closest('[role=tab][data-before-hydration]'),l=t&&t.closest('[role=tablist]');if(l)l.setAttribute('${PRESSED_ATTRIBUTE}',t.id)},true)`

export function TabPressesBeforeHydration() {
  return <InlineScript code={SCRIPT} />
}

import { InlineScript } from '@/ui/InlineScript'

/**
 * Where the address of the last section link followed before hydration is noted: on the window, as
 * nothing on the page should change for it.
 */
export const FOLLOWED_BEFORE_HYDRATION = '__sectionFollowedBeforeHydration'

declare global {
  interface Window {
    [FOLLOWED_BEFORE_HYDRATION]?: string
  }
}

/**
 * Next's App Router reads the address as it starts and, as it commits the hydrated page, writes
 * that address back into the history entry. A section link followed in between (a visitor tapping
 * "Explore AI Solutions" while a slow phone hydrates) scrolled to the section, but the address went
 * back to the one the page opened with, as if the link had not been followed. This inline script
 * notes the address of every fragment navigation from the start (the event's `newURL`: by the time
 * it fires, a task later, the router may have undone it), and SectionLinksKeepRouterState, once the
 * router has committed, puts back a noted address it undid.
 */
const SCRIPT = `addEventListener('hashchange',function(e){window.${FOLLOWED_BEFORE_HYDRATION}=e.newURL})`

export function SectionLinksBeforeHydration() {
  return <InlineScript code={SCRIPT} />
}

'use client'

import { useEffect } from 'react'
import { FOLLOWED_BEFORE_HYDRATION } from './SectionLinksBeforeHydration'

/** Next's App Router marks the history entries it knows with this key in their state. */
type RouterState = { __NA?: boolean } | null

const pageNow = () => window.location.pathname + window.location.search

/**
 * A link to a section of the page (`<a href="#pricing">`) is the browser's own fragment navigation:
 * its history entry has no state. Next's App Router ignores a step through history to an entry
 * without its state, so after "Pricing" in the header, then "About Us" in the footer, Back changed
 * the address to `/#pricing` and left the About page on screen. The entry a section link makes is
 * given the state of the entry it was followed from (the same page, so the same route), and Back
 * to it shows the landing page.
 *
 * A link followed before the router started is in its hands: it reads the address as it starts.
 * One followed after it started but before it committed, it undid; that address is put back here,
 * with the router's state (SectionLinksBeforeHydration). Not through `router.replace`: so early,
 * Next does not know the page's route yet, fetches the whole page again and drops the fragment.
 */
export function SectionLinksKeepRouterState() {
  useEffect(() => {
    const followed = window[FOLLOWED_BEFORE_HYDRATION]
    if (!followed) return
    const { pathname, search, hash } = new URL(followed)
    if (pathname + search === pageNow() && hash !== window.location.hash) {
      window.history.replaceState(window.history.state, '', followed)
    }
  }, [])
  useEffect(() => {
    // The state of the entry a section link was followed from, and that entry's page.
    let left: { state: RouterState; page: string } | null = null
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || !link.hash) return
      if (link.origin !== window.location.origin || link.pathname + link.search !== pageNow()) return
      left = { state: window.history.state, page: pageNow() }
    }
    const onHashChange = () => {
      const from = left
      left = null
      // A click whose navigation a handler cancelled leaves `left` behind: only the same page's state is used.
      const state = from?.page === pageNow() ? from.state : null
      if (window.history.state === null && state?.__NA) {
        // Next's own replaceState wrapper passes a state carrying its key through unchanged.
        window.history.replaceState(state, '', window.location.href)
      }
    }
    document.addEventListener('click', onClick, true)
    window.addEventListener('hashchange', onHashChange)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('hashchange', onHashChange)
    }
  }, [])
  return null
}

'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'
import { TIMINGS } from '@/config/timings'
import { hasAcceptedCookies, rememberAcceptance } from './consentStorage'

type Props = { message: string; acceptLabel: string; declineLabel: string; policyLinkLabel: string }

/**
 * Decline is kept in memory only (spec section 4: it does not persist): moving to another page
 * of the site does not ask again, a new visit (a reload, another tab) does.
 */
let declinedThisVisit = false

/**
 * Appears 1 s after load on every page unless acceptance is stored or the visitor declined
 * during this visit. Accept stores the flag; Decline only hides the banner. It is a labelled
 * region, not a modal: it never takes focus away from what the visitor is doing. It sits
 * inside a polite live region, so a screen reader announces it once it appears. When a button
 * in it removes it, keyboard focus goes back to where the visitor came into the banner from (the
 * skip link, when they tabbed from the top of the page), so the next Tab carries on with the
 * header; a visitor who came from nowhere (a click) has it moved on to the page's content.
 * Either way it does not fall back to the top of the document.
 */
export function CookieBanner({ message, acceptLabel, declineLabel, policyLinkLabel }: Props) {
  const [visible, setVisible] = useState(false)
  const bannerRef = useRef<HTMLElement>(null)
  const cameFrom = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (declinedThisVisit || hasAcceptedCookies()) return
    // The second is counted from the load event (spec: "1 second after load"), not from this
    // effect: the page usually hydrates after the load event, a few hundred ms later on a slow
    // phone, and that time is part of the second. An image or script still arriving holds the
    // load event back, and the banner waits for it rather than covering a page still loading.
    let timer: number | undefined
    const count = () => {
      timer = window.setTimeout(() => setVisible(true), TIMINGS.cookieBannerDelayMs - sinceLoadEvent())
    }
    if (document.readyState === 'complete') count()
    else window.addEventListener('load', count, { once: true })
    return () => {
      window.removeEventListener('load', count)
      window.clearTimeout(timer)
    }
  }, [])
  useEffect(() => {
    const banner = bannerRef.current
    if (!visible || !banner) return
    // Focus moved by the keyboard must not land under the banner (WCAG 2.4.11). While it shows,
    // the clearance (its height, its 12 px inset from the bottom edge and as much again above it)
    // becomes the root's bottom scroll padding, so the browser scrolls a field or link there into
    // view instead, and lengthens what carries `data-clears-cookie-banner` (the footer, through
    // `--cookie-banner-clearance`), so that the page's last links, which no scroll could otherwise
    // lift, come out from under it too. The custom property goes on the footer, not the root:
    // every element inherits a root's custom property, and changing one restyled the whole
    // landing page (880 elements, 24 to 34 ms on the benchmark machine) as the banner appeared.
    const root = document.documentElement
    const clearing = () => document.querySelectorAll<HTMLElement>('[data-clears-cookie-banner]')
    const observer = new ResizeObserver(() => {
      const clearance = `${banner.offsetHeight + 24}px`
      root.style.setProperty('scroll-padding-bottom', clearance)
      for (const element of clearing()) element.style.setProperty('--cookie-banner-clearance', clearance)
    })
    observer.observe(banner)
    return () => {
      observer.disconnect()
      root.style.removeProperty('scroll-padding-bottom')
      for (const element of clearing()) element.style.removeProperty('--cookie-banner-clearance')
    }
  }, [visible])

  const dismiss = () => {
    const banner = bannerRef.current
    if (banner?.contains(document.activeElement)) {
      // Where it came from may have gone or turned unfocusable since: then focus stays put, and
      // the page's content takes it instead.
      if (cameFrom.current?.isConnected) cameFrom.current.focus()
      if (banner.contains(document.activeElement)) document.getElementById('main')?.focus({ preventScroll: true })
    }
    setVisible(false)
  }
  const buttonClass =
    'min-w-28 rounded-lg border-2 border-white px-4 py-2 font-semibold hover:bg-white hover:text-slate-950'
  return (
    <div aria-live="polite">
      {visible && (
        <section
          ref={bannerRef}
          aria-label="Cookie consent"
          onFocus={(event) => {
            const from = event.relatedTarget
            // A move between its own link and buttons keeps where the visitor came in from.
            if (from instanceof Node && event.currentTarget.contains(from)) return
            cameFrom.current = from instanceof HTMLElement ? from : null
          }}
          className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-h-[50dvh] max-w-3xl flex-col rounded-2xl bg-slate-900 p-5 text-white shadow-2xl ring-1 ring-white/15 sm:flex-row sm:items-center sm:gap-6 forced-colors:border-2 print:hidden [@media(max-height:30rem)]:p-3"
        >
          {/* On a very short screen (a laptop's at 400% zoom: 320 by 256) the banner would cover
              nearly all of it: it stops at half the height and its text scrolls instead, the
              buttons always in view. The padding inside leaves room for the link's focus ring. */}
          <p className="-m-1 min-h-0 overflow-y-auto p-1 text-sm">
            {message}{' '}
            {/* Not prefetched: the banner is on screen for nearly every first visit, and few of
                those visitors open the policy. */}
            <Link href="/cookie-policy" prefetch={false} className="font-semibold underline underline-offset-2">
              {policyLinkLabel}
            </Link>
          </p>
          <div className="mt-4 flex shrink-0 gap-3 sm:mt-0">
            <button
              type="button"
              className={buttonClass}
              onClick={() => {
                rememberAcceptance()
                dismiss()
              }}
            >
              {acceptLabel}
            </button>
            <button
              type="button"
              className={buttonClass}
              onClick={() => {
                declinedThisVisit = true
                dismiss()
              }}
            >
              {declineLabel}
            </button>
          </div>
        </section>
      )}
    </div>
  )
}

/**
 * How long ago the load event ended, in ms (0 before it has, and where the browser does not say).
 * Clamped to the delay's range: a test's fake clock runs `performance.now()` apart from the
 * navigation entry's real timestamps.
 */
function sinceLoadEvent(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  const loadEnd = navigation?.loadEventEnd ?? 0
  if (loadEnd <= 0) return 0
  return Math.min(Math.max(performance.now() - loadEnd, 0), TIMINGS.cookieBannerDelayMs)
}

'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import { TIMINGS } from '@/config/timings'
import { hasAcceptedCookies, rememberAcceptance } from './consentStorage'

type Props = { message: string; acceptLabel: string; declineLabel: string; policyLinkLabel: string }

/**
 * Appears 1 s after load unless acceptance is stored. Accept stores the flag; Decline only
 * hides the banner, so it asks again on the next visit (spec section 4). It is a labelled
 * region, not a modal: it never takes focus away from what the visitor is doing.
 */
export function CookieBanner({ message, acceptLabel, declineLabel, policyLinkLabel }: Props) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (hasAcceptedCookies()) return
    const timer = window.setTimeout(() => setVisible(true), TIMINGS.cookieBannerDelayMs)
    return () => window.clearTimeout(timer)
  }, [])
  if (!visible) return null
  const buttonClass =
    'min-w-28 rounded-lg border-2 border-white px-4 py-2 font-semibold hover:bg-white hover:text-slate-950'
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl bg-slate-900 p-5 text-white shadow-2xl sm:flex sm:items-center sm:gap-6"
    >
      <p className="text-sm">
        {message}{' '}
        <Link href="/cookie-policy" className="font-semibold underline underline-offset-2">
          {policyLinkLabel}
        </Link>
      </p>
      <div className="mt-4 flex shrink-0 gap-3 sm:mt-0">
        <button
          type="button"
          className={buttonClass}
          onClick={() => {
            rememberAcceptance()
            setVisible(false)
          }}
        >
          {acceptLabel}
        </button>
        <button type="button" className={buttonClass} onClick={() => setVisible(false)}>
          {declineLabel}
        </button>
      </div>
    </section>
  )
}

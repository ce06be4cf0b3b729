'use client'

import type { Interest } from '@site/schemas/options'
import type { MouseEvent } from 'react'
import { interestHref, requestInterest } from '@/features/booking/interest'
import { scrollToSection } from '@/ui/scrollToSection'

/** A click that asks for a new tab or window, which the page must leave to the browser. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

/**
 * Goes to the booking form and preselects the plan's interest. It is a real link carrying the
 * interest (`interestHref`), so a click before hydration or into a new tab still preselects;
 * once hydrated, a plain click stays on the page and scrolls there.
 */
export function PlanButton({
  interest,
  label,
  planName,
  highlighted,
}: {
  interest: Interest
  label: string
  planName: string
  highlighted: boolean
}) {
  return (
    <a
      href={interestHref(interest)}
      onClick={(event) => {
        if (opensElsewhere(event)) return
        event.preventDefault()
        requestInterest(interest)
        scrollToSection('booking')
      }}
      aria-label={`${label}: ${planName}`}
      className={`block rounded-lg px-4 py-3 text-center font-semibold ${
        highlighted ? 'bg-blue-600 text-white hover:bg-blue-700' : 'bg-slate-900 text-white hover:bg-slate-700'
      }`}
    >
      {label}
    </a>
  )
}

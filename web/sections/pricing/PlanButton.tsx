'use client'

import type { Interest } from '@site/schemas/options'
import { requestInterest } from '@/features/booking/interest'

/** Goes to the booking form (a plain link without JavaScript) and preselects the plan's interest. */
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
    // biome-ignore lint/a11y/useValidAnchor: a real link to #booking, so it works without JavaScript; the click only adds behaviour.
    <a
      href="#booking"
      onClick={() => requestInterest(interest)}
      aria-label={`${label}: ${planName}`}
      className={`block rounded-lg px-4 py-3 text-center font-semibold ${
        highlighted ? 'bg-blue-600 text-white hover:bg-blue-700' : 'bg-slate-900 text-white hover:bg-slate-700'
      }`}
    >
      {label}
    </a>
  )
}

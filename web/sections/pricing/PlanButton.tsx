import type { Interest } from '@site/schemas/options'
import { InterestLink } from '@/features/booking/InterestLink'

/** A plan's "Get Started": to the booking form, with the plan's interest preselected. */
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
    <InterestLink
      interest={interest}
      aria-label={`${label}: ${planName}`}
      className={`block rounded-lg px-4 py-3 text-center font-semibold ${
        highlighted ? 'bg-blue-600 text-white hover:bg-blue-700' : 'bg-slate-900 text-white hover:bg-slate-700'
      }`}
    >
      {label}
    </InterestLink>
  )
}

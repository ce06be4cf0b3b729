'use client'

import { CalendarDays } from 'lucide-react'
import { type ComponentType, useState } from 'react'

/** Spec section 2: the scheduling widget uses the 'test2' namespace and the month view. */
const CAL_NAMESPACE = 'test2'
const CAL_CONFIG = { layout: 'month_view' }

type CalComponent = ComponentType<{
  namespace?: string
  calLink: string
  config?: Record<string, string>
  embedJsUrl?: string
  className?: string
}>

/**
 * "Select Date & Time" opens Cal.com's scheduler inline. The embed library, and the embed
 * script it fetches from Cal.com, load only on that click, never with the page.
 */
export function Scheduler({ calLink, label, openedLabel }: { calLink: string; label: string; openedLabel: string }) {
  const [Cal, setCal] = useState<CalComponent | null>(null)
  const [failed, setFailed] = useState(false)

  const open = async () => {
    if (Cal) return
    try {
      const module = await import('@calcom/embed-react')
      setCal(() => module.default as unknown as CalComponent)
    } catch {
      setFailed(true)
    }
  }

  return (
    <div>
      <button
        type="button"
        onClick={open}
        aria-expanded={Cal !== null}
        className="flex w-full items-center justify-center gap-2 rounded-lg border-2 border-blue-600 px-5 py-3 font-semibold text-blue-700 hover:bg-blue-50"
      >
        <CalendarDays aria-hidden="true" className="size-5" />
        {Cal ? openedLabel : label}
      </button>
      {failed && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          The calendar could not be loaded. Please use the form, and we will find a time with you.
        </p>
      )}
      {Cal && (
        <div className="mt-4 h-[36rem] overflow-auto rounded-xl border border-slate-200">
          <Cal namespace={CAL_NAMESPACE} calLink={calLink} config={CAL_CONFIG} className="h-full w-full" />
        </div>
      )}
    </div>
  )
}

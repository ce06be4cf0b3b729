'use client'

import { DialogTrigger } from '@/ui/dialog'
import { serviceDialogId, writeServiceToUrl } from './serviceUrl'

export function LearnMoreButton({
  serviceNumber,
  label,
  serviceTitle,
}: {
  serviceNumber: number
  label: string
  serviceTitle: string
}) {
  return (
    <DialogTrigger
      dialogId={serviceDialogId(serviceNumber)}
      onOpen={() => writeServiceToUrl(serviceNumber)}
      aria-label={`${label}: ${serviceTitle}`}
      className="mt-6 inline-flex items-center rounded-lg bg-slate-900 px-4 py-2.5 text-sm font-semibold text-white hover:bg-slate-700"
    >
      {label}
    </DialogTrigger>
  )
}

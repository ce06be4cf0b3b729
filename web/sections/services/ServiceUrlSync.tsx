'use client'

import { useEffect } from 'react'
import { openDialog } from '@/ui/dialog'
import { readServiceFromUrl, serviceDialogId } from './serviceUrl'

/** Opens the service window named in the address (/?service=2) on arrival; an unknown number opens nothing. */
export function ServiceUrlSync() {
  useEffect(() => {
    const serviceNumber = readServiceFromUrl(window.location.search)
    if (serviceNumber === null) return
    const id = serviceDialogId(serviceNumber)
    // A window gives focus back to whatever had it when it opened. Arriving by a link, nothing had:
    // focus (and a screen reader's place) would drop to the top of the document on closing. The
    // service's own Learn More button stands in for the click that would have opened it.
    document.querySelector<HTMLElement>(`button[commandfor="${id}"]`)?.focus({ preventScroll: true })
    openDialog(id)
  }, [])
  return null
}

'use client'

import { useEffect } from 'react'
import { openDialog } from '@/ui/dialog'
import { readServiceFromUrl, serviceDialogId } from './serviceUrl'

/** Opens the service window named in the address (/?service=2) on arrival; an unknown number opens nothing. */
export function ServiceUrlSync() {
  useEffect(() => {
    const serviceNumber = readServiceFromUrl(window.location.search)
    // Closing it then hands focus to the service's Learn More button (see openDialog).
    if (serviceNumber !== null) openDialog(serviceDialogId(serviceNumber))
  }, [])
  return null
}

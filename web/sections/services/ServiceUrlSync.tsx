'use client'

import { useEffect } from 'react'
import { openDialog } from '@/ui/dialog'
import { readServiceFromUrl, serviceDialogId } from './serviceUrl'

/** Opens the service window the address names (/?service=2); an unknown number opens nothing. */
function openNamedService() {
  const serviceNumber = readServiceFromUrl(window.location.search)
  // Closing it then hands focus to the service's Learn More button (see openDialog).
  if (serviceNumber !== null) openDialog(serviceDialogId(serviceNumber))
}

/**
 * The address and the windows agree: on arrival and after every step back or forward through
 * history. A step closes whatever window is open (a service's, the voice demo, the phone menu)
 * and opens the service window its address names, if any. Before, Back after a section link left
 * the window open over a page that had moved behind it, and the address no longer named it.
 */
export function ServiceUrlSync() {
  useEffect(() => {
    openNamedService()
    const onHistoryStep = () => {
      const serviceNumber = readServiceFromUrl(window.location.search)
      const named = serviceNumber === null ? null : document.getElementById(serviceDialogId(serviceNumber))
      for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[open]')) {
        if (dialog !== named) dialog.close()
      }
      openNamedService()
    }
    window.addEventListener('popstate', onHistoryStep)
    return () => window.removeEventListener('popstate', onHistoryStep)
  }, [])
  return null
}

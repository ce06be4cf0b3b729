'use client'

import { useEffect } from 'react'
import { openDialog } from '@/ui/dialog'
import { serviceDialogIdInUrl } from './serviceUrl'

/**
 * The address and the windows agree: on arrival and after every step back or forward through
 * history, the service window the address names (/?service=2) is open; an unknown number opens
 * nothing. A step also closes whatever other window is open (a service's, the voice demo, the
 * phone menu). Before, Back after a section link left the window open over a page that had moved
 * behind it, and the address no longer named it.
 */
export function ServiceUrlSync() {
  useEffect(() => {
    // Closing a window opened here hands focus to the service's Learn More button (see openDialog).
    const openNamed = (id: string | null, arriving = false) => {
      if (id !== null) openDialog(id, { revealTriggerOnClose: arriving })
    }
    openNamed(serviceDialogIdInUrl(), true)
    const onHistoryStep = () => {
      const named = serviceDialogIdInUrl()
      for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[open]')) {
        if (dialog.id !== named) dialog.close()
      }
      openNamed(named)
    }
    window.addEventListener('popstate', onHistoryStep)
    return () => window.removeEventListener('popstate', onHistoryStep)
  }, [])
  return null
}

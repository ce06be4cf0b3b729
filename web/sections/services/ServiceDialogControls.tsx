'use client'

import type { Interest } from '@site/schemas/options'
import type { ReactNode } from 'react'
import { TIMINGS } from '@/config/timings'
import { InterestLink } from '@/features/booking/InterestLink'
import { closeDialog, Modal } from '@/ui/dialog'
import { dropServiceFromUrl } from './serviceUrl'

/*
 * The interactive parts of a service window. The window's content is drawn on the server
 * (ServiceDialog), so the browser downloads no icons or text twice; only these carry script.
 */

/** The window itself; closing it in any way drops its ?service= from the address. */
export function ServiceModal({
  id,
  labelledBy,
  describedBy,
  className,
  children,
}: {
  id: string
  labelledBy: string
  describedBy: string
  className: string
  children: ReactNode
}) {
  return (
    <Modal
      id={id}
      labelledBy={labelledBy}
      describedBy={describedBy}
      onClose={() => dropServiceFromUrl(id)}
      className={className}
    >
      {children}
    </Modal>
  )
}

/** Closes the window, preselects the service's interest and, 300 ms later (spec), scrolls to booking. */
export function BookServiceLink({
  dialogId,
  interest,
  className,
  children,
}: {
  dialogId: string
  interest: Interest
  className: string
  children: ReactNode
}) {
  return (
    <InterestLink
      interest={interest}
      onFollow={() => closeDialog(dialogId)}
      scrollDelayMs={TIMINGS.modalToBookingScrollMs}
      className={className}
    >
      {children}
    </InterestLink>
  )
}

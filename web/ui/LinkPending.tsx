'use client'

import { useLinkStatus } from 'next/link'

/**
 * Put inside a Next `<Link>` to another page: while that page is on its way, a small spinner
 * after the link's text says the tap was taken. Pages are prefetched, so this only shows when
 * one has not arrived yet (a slow connection), where the link otherwise looked dead until the page
 * came. It appears only after a moment (`.link-pending` in globals.css), so a page that comes at
 * once shows none, and it is hidden from screen readers, which announce the new page's title.
 */
export function LinkPending() {
  const { pending } = useLinkStatus()
  return pending ? <span aria-hidden="true" data-testid="link-pending" className="link-pending" /> : null
}

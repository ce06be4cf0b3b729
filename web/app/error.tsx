'use client'

import { useEffect } from 'react'
import { ErrorScreen } from '@/ui/ErrorScreen'

/**
 * Shown when a page fails to render. The server has already logged the error with its digest
 * (`next start` logs every render error); this logs it in the browser too, where the
 * production message carries only that digest to match the two.
 */
export default function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error('The page failed to render:', error)
  }, [error])
  return <ErrorScreen onRetry={retry} />
}

'use client'

import './globals.css'
import { useEffect } from 'react'
import { ErrorScreen, UNEXPECTED_ERROR_HEADING } from '@/ui/ErrorScreen'

/**
 * The last resort, when the root layout itself fails: it replaces the whole document, so it
 * brings its own <html>, <body>, styles and title. Logged like error.tsx.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error('The application failed to render:', error)
  }, [error])
  return (
    <html lang="en">
      <head>
        <title>{UNEXPECTED_ERROR_HEADING}</title>
      </head>
      <body className="bg-slate-950 font-sans text-white antialiased">
        <ErrorScreen onRetry={retry} />
      </body>
    </html>
  )
}

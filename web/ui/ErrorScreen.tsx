/** The heading the spec gives the generic error page (section 8, "Router failure"). */
export const UNEXPECTED_ERROR_HEADING = 'Unexpected Application Error!'

/**
 * What a visitor sees when a page fails to render: the spec's heading, a retry, and a way
 * home. The home link is a plain <a> on purpose: a full page load starts the app afresh.
 */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-950 px-4 py-16 text-white">
      <div className="max-w-xl text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{UNEXPECTED_ERROR_HEADING}</h1>
        <p className="mt-4 text-lg text-slate-300">
          Something went wrong while showing this page. Please try again in a moment.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button
            type="button"
            onClick={onRetry}
            className="rounded-lg bg-blue-600 px-6 py-3 font-semibold hover:bg-blue-700"
          >
            Try again
          </button>
          <a href="/" className="rounded-lg border border-white/30 px-6 py-3 font-semibold hover:bg-white/10">
            Back to Home
          </a>
        </div>
      </div>
    </main>
  )
}

/**
 * Puts the page at the top at once and again after each delay (spec: "forced at once and
 * again after 0, 10 and 50 ms"): the browser's scroll restoration and late layout (fonts,
 * images) can move the page after the first jump. Returns a cleanup that cancels the retries.
 */
export function scheduleScrollToTop(scrollToTop: () => void, delaysMs: readonly number[]): () => void {
  scrollToTop()
  const timers = delaysMs.map((delay) => setTimeout(scrollToTop, delay))
  return () => {
    for (const timer of timers) clearTimeout(timer)
  }
}

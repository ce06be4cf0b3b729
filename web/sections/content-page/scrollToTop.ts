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

/** What a visitor does to move around the page; after any of them the page is theirs. */
const VISITOR_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Browsers restore an old scroll position while the document is still loading, which on a slow
 * connection can come after the retries above. So go to the top once more when loading has
 * finished, unless the visitor has started moving around by then. Returns a cleanup.
 */
export function scrollToTopWhenLoaded(win: EventTarget, loaded: boolean, scrollToTop: () => void): () => void {
  if (loaded) return () => {}
  let visitorMoved = false
  const onVisitorMove = () => {
    visitorMoved = true
  }
  const onLoad = () => {
    if (!visitorMoved) scrollToTop()
  }
  for (const type of VISITOR_MOVES) win.addEventListener(type, onVisitorMove, { passive: true, once: true })
  win.addEventListener('load', onLoad, { once: true })
  return () => {
    win.removeEventListener('load', onLoad)
    for (const type of VISITOR_MOVES) win.removeEventListener(type, onVisitorMove)
  }
}

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
 * connection can come after the retries above, and can restore it later still: on a busy
 * machine, a reload of a page already loaded put the old position back 180 ms in, after the last
 * retry (2 reloads in 32). So go to the top once more when loading has finished, and for
 * `settleMs` after that (or after now, on a page already loaded) undo any scroll the visitor did
 * not start. Once they move around (wheel, touch, key, pointer), the page is theirs. Returns a
 * cleanup.
 */
export function keepAtTopWhileLoading(
  win: EventTarget,
  loaded: boolean,
  settleMs: number,
  scrollToTop: () => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const onScroll = () => scrollToTop()
  const stop = () => {
    clearTimeout(timer)
    win.removeEventListener('load', onLoad)
    win.removeEventListener('scroll', onScroll)
    for (const type of VISITOR_MOVES) win.removeEventListener(type, stop)
  }
  const settle = () => {
    if (settleMs <= 0) return stop()
    win.addEventListener('scroll', onScroll, { passive: true })
    timer = setTimeout(stop, settleMs)
  }
  function onLoad() {
    scrollToTop()
    settle()
  }
  for (const type of VISITOR_MOVES) win.addEventListener(type, stop, { passive: true, once: true })
  if (loaded) settle()
  else win.addEventListener('load', onLoad, { once: true })
  return stop
}

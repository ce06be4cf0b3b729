import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS } from '@/config/timings'
import { scheduleScrollToTop, scrollToTopWhenLoaded } from './scrollToTop'

describe('scheduleScrollToTop', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('scrolls at once and again after 0, 10 and 50 ms, then stops', () => {
    const scroll = vi.fn()
    scheduleScrollToTop(scroll, TIMINGS.scrollToTopRetriesMs)
    expect(scroll).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(0)
    expect(scroll).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(9)
    expect(scroll).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(1)
    expect(scroll).toHaveBeenCalledTimes(3)
    vi.advanceTimersByTime(39)
    expect(scroll).toHaveBeenCalledTimes(3)
    vi.advanceTimersByTime(1)
    expect(scroll).toHaveBeenCalledTimes(4)
    vi.advanceTimersByTime(10_000)
    expect(scroll).toHaveBeenCalledTimes(4)
  })

  it('cancels the pending retries when the page goes away', () => {
    const scroll = vi.fn()
    const cancel = scheduleScrollToTop(scroll, TIMINGS.scrollToTopRetriesMs)
    vi.advanceTimersByTime(10)
    cancel()
    vi.advanceTimersByTime(10_000)
    expect(scroll).toHaveBeenCalledTimes(3)
  })
})

describe('scrollToTopWhenLoaded', () => {
  it('goes to the top once more when the page finishes loading', () => {
    const win = new EventTarget()
    const scroll = vi.fn()
    scrollToTopWhenLoaded(win, false, scroll)
    expect(scroll).not.toHaveBeenCalled()
    win.dispatchEvent(new Event('load'))
    expect(scroll).toHaveBeenCalledTimes(1)
  })

  it('leaves the page alone once the visitor has started moving around', () => {
    for (const move of ['wheel', 'touchstart', 'keydown', 'pointerdown']) {
      const win = new EventTarget()
      const scroll = vi.fn()
      scrollToTopWhenLoaded(win, false, scroll)
      win.dispatchEvent(new Event(move))
      win.dispatchEvent(new Event('load'))
      expect(scroll, move).not.toHaveBeenCalled()
    }
  })

  it('does nothing on a page that had already loaded, or after its cleanup', () => {
    const loadedWin = new EventTarget()
    const scroll = vi.fn()
    scrollToTopWhenLoaded(loadedWin, true, scroll)
    loadedWin.dispatchEvent(new Event('load'))
    const win = new EventTarget()
    scrollToTopWhenLoaded(win, false, scroll)()
    win.dispatchEvent(new Event('load'))
    expect(scroll).not.toHaveBeenCalled()
  })
})

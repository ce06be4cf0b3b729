import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS } from '@/config/timings'
import { keepAtTopWhileLoading, scheduleScrollToTop } from './scrollToTop'

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

describe('keepAtTopWhileLoading', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  const SETTLE_MS = TIMINGS.scrollToTopSettleMs

  it('goes to the top once more when the page finishes loading', () => {
    const win = new EventTarget()
    const scroll = vi.fn()
    keepAtTopWhileLoading(win, false, SETTLE_MS, scroll)
    expect(scroll).not.toHaveBeenCalled()
    win.dispatchEvent(new Event('load'))
    expect(scroll).toHaveBeenCalledTimes(1)
  })

  it('undoes a scroll the browser makes after that, for a while, then leaves the page be', () => {
    for (const loaded of [false, true]) {
      const win = new EventTarget()
      const scroll = vi.fn()
      keepAtTopWhileLoading(win, loaded, SETTLE_MS, scroll)
      if (!loaded) win.dispatchEvent(new Event('load'))
      scroll.mockClear()
      // A restored position, 180 ms in: after every retry of scheduleScrollToTop.
      vi.advanceTimersByTime(180)
      win.dispatchEvent(new Event('scroll'))
      expect(scroll, `loaded: ${loaded}`).toHaveBeenCalledTimes(1)
      vi.advanceTimersByTime(SETTLE_MS)
      win.dispatchEvent(new Event('scroll'))
      expect(scroll, `loaded: ${loaded}`).toHaveBeenCalledTimes(1)
    }
  })

  it('with no time to settle, only goes to the top when loading finishes', () => {
    for (const loaded of [false, true]) {
      const win = new EventTarget()
      const scroll = vi.fn()
      keepAtTopWhileLoading(win, loaded, 0, scroll)
      win.dispatchEvent(new Event('load'))
      win.dispatchEvent(new Event('scroll'))
      expect(scroll, `loaded: ${loaded}`).toHaveBeenCalledTimes(loaded ? 0 : 1)
    }
  })

  it('leaves the page alone once the visitor has started moving around', () => {
    for (const move of ['wheel', 'touchstart', 'keydown', 'pointerdown']) {
      for (const loaded of [false, true]) {
        const win = new EventTarget()
        const scroll = vi.fn()
        keepAtTopWhileLoading(win, loaded, SETTLE_MS, scroll)
        win.dispatchEvent(new Event(move))
        win.dispatchEvent(new Event('load'))
        win.dispatchEvent(new Event('scroll'))
        expect(scroll, `${move}, loaded: ${loaded}`).not.toHaveBeenCalled()
      }
    }
  })

  it('does nothing after its cleanup', () => {
    const scroll = vi.fn()
    for (const loaded of [false, true]) {
      const win = new EventTarget()
      keepAtTopWhileLoading(win, loaded, SETTLE_MS, scroll)()
      win.dispatchEvent(new Event('load'))
      win.dispatchEvent(new Event('scroll'))
    }
    expect(scroll).not.toHaveBeenCalled()
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS } from '@/config/timings'
import { scheduleScrollToTop } from './scrollToTop'

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

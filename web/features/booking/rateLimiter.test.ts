import { describe, expect, it } from 'vitest'
import { MemoryRateLimiter } from './rateLimiter'

describe('MemoryRateLimiter', () => {
  it('lets a burst through, then refuses until the allowance refills', () => {
    const limiter = new MemoryRateLimiter(3, 10_000)
    const results = [0, 1, 2, 3, 4].map(() => limiter.take('1.2.3.4', 0))
    expect(results).toEqual([true, true, true, false, false])
    expect(limiter.take('1.2.3.4', 9_999)).toBe(false)
    expect(limiter.take('1.2.3.4', 10_000)).toBe(true)
  })

  it('keeps clients apart', () => {
    const limiter = new MemoryRateLimiter(1, 60_000)
    expect(limiter.take('a', 0)).toBe(true)
    expect(limiter.take('a', 0)).toBe(false)
    expect(limiter.take('b', 0)).toBe(true)
  })
})

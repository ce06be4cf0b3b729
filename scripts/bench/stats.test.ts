import { describe, expect, it } from 'vitest'
import { median, percentile } from './stats'

describe('benchmark statistics', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even count', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('interpolates percentiles between ranks and keeps the extremes at p0 and p100', () => {
    const values = Array.from({ length: 101 }, (_, i) => i)
    expect(percentile(values, 99)).toBe(99)
    expect(percentile([10, 20], 50)).toBe(15)
    expect(percentile([7, 1, 9], 0)).toBe(1)
    expect(percentile([7, 1, 9], 100)).toBe(9)
  })

  it('has no value for no samples', () => {
    expect(median([])).toBeNaN()
  })
})

import { describe, expect, it } from 'vitest'
import { formatLongDate } from './formatDate'

describe('formatLongDate', () => {
  it('writes the legal pages date the way the spec shows it', () => {
    expect(formatLongDate('2025-01-27')).toBe('January 27, 2025')
  })

  it('keeps the calendar day whatever the time zone of the server', () => {
    // A date-only string is midnight UTC; formatting in local time would show January 26 west of Greenwich.
    expect(formatLongDate('2025-01-01')).toBe('January 1, 2025')
    expect(formatLongDate('2024-12-31')).toBe('December 31, 2024')
  })

  it('names the value when it is not a date', () => {
    expect(() => formatLongDate('27/01/2025')).toThrow('"27/01/2025" is not a date')
  })
})

import { INTEREST_OPTIONS } from '@site/schemas/options'
import { describe, expect, it } from 'vitest'
import { interestFromSearch, interestHref } from './interest'

describe('interest links', () => {
  it('round-trips every interest the form offers through its link', () => {
    for (const interest of INTEREST_OPTIONS) {
      const url = new URL(interestHref(interest), 'https://example.com')
      expect(url.pathname).toBe('/')
      expect(url.hash).toBe('#booking')
      expect(interestFromSearch(url.search)).toBe(interest)
    }
  })

  it('ignores an interest the form does not offer, or none', () => {
    expect(interestFromSearch('?interest=Something%20else')).toBeNull()
    expect(interestFromSearch('?interest=')).toBeNull()
    expect(interestFromSearch('')).toBeNull()
  })
})

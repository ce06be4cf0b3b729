import { INTEREST_OPTIONS } from '@site/schemas/options'
import { describe, expect, it } from 'vitest'
import { interestFromSearch, interestHref, withoutInterest } from './interest'

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

  it('takes the interest out of an address and keeps the rest of it', () => {
    const at = (href: string) => new URL(href, 'https://example.com')
    expect(withoutInterest(at(interestHref('Custom Mobile Apps')))).toBe('/#booking')
    expect(withoutInterest(at('/?service=2&interest=Custom+Mobile+Apps&utm_source=mail#booking'))).toBe(
      '/?service=2&utm_source=mail#booking',
    )
    expect(withoutInterest(at('/about-us'))).toBe('/about-us')
  })
})

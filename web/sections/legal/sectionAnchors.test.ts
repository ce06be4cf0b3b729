import { describe, expect, it } from 'vitest'
import { sectionAnchors } from './sectionAnchors'

describe('sectionAnchors', () => {
  it('turns headings into readable ids', () => {
    expect(sectionAnchors(['Who We Are', 'Limitation of Liability', 'Terms & Conditions'])).toEqual([
      'who-we-are',
      'limitation-of-liability',
      'terms-and-conditions',
    ])
  })

  it('numbers a heading that repeats an id or has no letters', () => {
    expect(sectionAnchors(['Cookies', 'Cookies', '—'])).toEqual(['cookies', 'section-2', 'section-3'])
  })
})

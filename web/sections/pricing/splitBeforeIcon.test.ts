import { describe, expect, it } from 'vitest'
import { splitBeforeIcon } from './PlanCard'

describe('splitBeforeIcon', () => {
  it('keeps the last word with the info icon', () => {
    expect(splitBeforeIcon('Up to 3 custom AI systems')).toEqual(['Up to 3 custom AI ', 'systems'])
    expect(splitBeforeIcon('Onboarding')).toEqual(['', 'Onboarding'])
  })

  it('keeps only the end of a long last word, so the rest of it can still wrap', () => {
    expect(splitBeforeIcon('Connects to Microsoft-Dynamics-365')).toEqual(['Connects to Microsoft-Dynami', 'cs-365'])
    expect(splitBeforeIcon('Portal at https://portal.example.com/dashboard')).toEqual([
      'Portal at https://portal.example.com/das',
      'hboard',
    ])
  })

  it('counts characters, not UTF-16 units, so an emoji is never cut in half', () => {
    const [head, tail] = splitBeforeIcon('Support🙂🙂🙂🙂🙂🙂🙂')
    expect(`${head}${tail}`).toBe('Support🙂🙂🙂🙂🙂🙂🙂')
    expect(tail).toBe('🙂🙂🙂🙂🙂🙂')
  })
})

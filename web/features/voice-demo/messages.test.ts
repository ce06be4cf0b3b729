import { describe, expect, it } from 'vitest'
import { voiceAgentTitle } from './messages'

describe('voiceAgentTitle', () => {
  it('names the brand’s AI voice agent', () => {
    expect(voiceAgentTitle('Acme')).toBe('Acme AI Voice Agent')
  })

  it('does not repeat "AI" after a brand that ends with it', () => {
    expect(voiceAgentTitle('Northwind AI')).toBe('Northwind AI Voice Agent')
    expect(voiceAgentTitle(' Northwind AI ')).toBe('Northwind AI Voice Agent')
  })

  it('only looks at a whole final word', () => {
    expect(voiceAgentTitle('OpenMAI')).toBe('OpenMAI AI Voice Agent')
  })
})

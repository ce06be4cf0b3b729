import { describe, expect, it } from 'vitest'
import { clientAddress } from './clientAddress'

describe('clientAddress', () => {
  it('takes the address the nearest proxy appended, not what the client claimed before it', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.9, 198.51.100.7' }))).toBe('198.51.100.7')
  })

  it('takes a single entry as it is', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': ' 198.51.100.7 ' }))).toBe('198.51.100.7')
  })

  it('ignores empty entries a sloppy proxy leaves', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '198.51.100.7, ' }))).toBe('198.51.100.7')
  })

  it('falls back to X-Real-IP, then to one shared key', () => {
    expect(clientAddress(new Headers({ 'x-real-ip': '198.51.100.8' }))).toBe('198.51.100.8')
    expect(clientAddress(new Headers({ 'x-forwarded-for': ' , ' }))).toBe('direct')
    expect(clientAddress(new Headers())).toBe('direct')
  })
})

import { describe, expect, it } from 'vitest'
import { clientAddress, isLoopback } from './clientAddress'

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

describe('isLoopback', () => {
  it('knows this machine in every spelling a server may report', () => {
    for (const address of ['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1']) {
      expect(isLoopback(address), address).toBe(true)
    }
  })

  it('knows no other address, and nothing that is not an address', () => {
    for (const address of [
      '198.51.100.7',
      '::ffff:198.51.100.7',
      '10.0.0.1',
      '::',
      '0.0.0.0',
      'direct',
      'localhost',
      '',
    ]) {
      expect(isLoopback(address), address).toBe(false)
    }
  })
})

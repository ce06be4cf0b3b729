import { describe, expect, it } from 'vitest'
import { FIELD_LIMITS, parseBooking } from './bookingSchema'

const valid = {
  name: '  Ada Lovelace ',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  businessNiche: 'Dental clinic',
  interest: 'AI Voice/Chat Agents',
}

describe('parseBooking', () => {
  it('accepts a complete booking and trims the text', () => {
    expect(parseBooking(valid)).toEqual({
      ok: true,
      booking: { ...valid, name: 'Ada Lovelace' },
    })
  })

  it('accepts a booking without a phone number', () => {
    const { phone: _phone, ...withoutPhone } = valid
    const result = parseBooking(withoutPhone)
    expect(result.ok && result.booking.phone).toBe('')
  })

  it('names every missing required field', () => {
    const result = parseBooking({})
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.fieldErrors).sort()).toEqual(['businessNiche', 'email', 'interest', 'name'])
  })

  it('rejects the empty "Select a service" choice and anything not on the list', () => {
    for (const interest of ['', 'Select a service', 'Free money']) {
      const result = parseBooking({ ...valid, interest })
      expect(result.ok, interest).toBe(false)
    }
  })

  it('rejects a malformed email, whitespace-only names and overlong text', () => {
    expect(parseBooking({ ...valid, email: 'ada@' }).ok).toBe(false)
    expect(parseBooking({ ...valid, name: '   ' }).ok).toBe(false)
    expect(parseBooking({ ...valid, businessNiche: 'x'.repeat(FIELD_LIMITS.businessNiche + 1) }).ok).toBe(false)
    expect(parseBooking({ ...valid, phone: '1'.repeat(FIELD_LIMITS.phone + 1) }).ok).toBe(false)
  })

  it("takes every address the browser's email field lets through, if its domain has a dot", () => {
    // What Chromium sends for info@пример.рф and user@例子.中国, and characters the HTML rule allows.
    for (const email of [
      'info@xn--e1afmkfd.xn--p1ai',
      'user@xn--fsqu00a.xn--fiqs8s',
      'sales&marketing@example.com',
      'a/b@example.com',
      'jo{n}@example.com',
      "o'brien@example.co.uk",
    ]) {
      const result = parseBooking({ ...valid, email })
      expect(result.ok && result.booking.email, email).toBe(email)
    }
    for (const email of ['jane@localhost', 'zoë@example.com', 'a@b@example.com', 'a@-example.com', 'a@example..com']) {
      expect(parseBooking({ ...valid, email }).ok, email).toBe(false)
    }
  })

  it('takes a phone number as people write it, but not control characters', () => {
    for (const phone of ['+49 30 1234 ext. 5', '0800-FLOWERS', 'mornings only, 555 0100']) {
      const result = parseBooking({ ...valid, phone })
      expect(result.ok && result.booking.phone, phone).toBe(phone)
    }
    expect(parseBooking({ ...valid, phone: '555\u0000' }).ok).toBe(false)
  })

  it('rejects control characters and values of the wrong type', () => {
    expect(parseBooking({ ...valid, name: 'Ada\u0000' }).ok).toBe(false)
    expect(parseBooking({ ...valid, businessNiche: 'Broken \uD800 text' }).ok).toBe(false)
    expect(parseBooking({ ...valid, businessNiche: 'Emoji 🤖 are fine' }).ok).toBe(true)
    expect(parseBooking({ ...valid, name: ['Ada'] }).ok).toBe(false)
    expect(parseBooking({ ...valid, email: 42 }).ok).toBe(false)
  })

  it('keeps markup as plain text, byte for byte', () => {
    const result = parseBooking({ ...valid, businessNiche: '<script>alert(1)</script> & "Co"' })
    expect(result.ok && result.booking.businessNiche).toBe('<script>alert(1)</script> & "Co"')
  })
})

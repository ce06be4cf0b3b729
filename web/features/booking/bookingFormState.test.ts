import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS } from '@/config/timings'
import { bookingFormReducer, type FormState } from './bookingFormState'
import { BOOKING_MESSAGES } from './messages'

const submitting: FormState = { phase: 'submitting' }

describe('bookingFormReducer', () => {
  it('goes idle → submitting → success → idle', () => {
    let state: FormState = { phase: 'idle' }
    state = bookingFormReducer(state, { type: 'submit' })
    expect(state).toEqual(submitting)
    state = bookingFormReducer(state, { type: 'resolved', result: { status: 'success', submissionId: 'x' } })
    expect(state).toEqual({ phase: 'success' })
    state = bookingFormReducer(state, { type: 'successShown' })
    expect(state).toEqual({ phase: 'idle' })
  })

  it('shows the spec message when the request fails, and clears it on the next attempt', () => {
    const failed = bookingFormReducer(submitting, { type: 'failed' })
    expect(failed).toEqual({ phase: 'error', message: BOOKING_MESSAGES.failure, fieldErrors: {} })
    expect(bookingFormReducer(failed, { type: 'submit' })).toEqual(submitting)
  })

  it('clears the banner on an attempt the browser’s checks hold back, and changes nothing else', () => {
    const failed = bookingFormReducer(submitting, { type: 'failed' })
    expect(bookingFormReducer(failed, { type: 'attempt' })).toEqual({ phase: 'idle' })
    expect(bookingFormReducer(submitting, { type: 'attempt' })).toBe(submitting)
    const success: FormState = { phase: 'success' }
    expect(bookingFormReducer(success, { type: 'attempt' })).toBe(success)
  })

  it('carries the server’s field errors', () => {
    const state = bookingFormReducer(submitting, {
      type: 'resolved',
      result: { status: 'error', message: BOOKING_MESSAGES.invalid, fieldErrors: { email: 'Bad' }, values: {} },
    })
    expect(state).toEqual({ phase: 'error', message: BOOKING_MESSAGES.invalid, fieldErrors: { email: 'Bad' } })
  })

  it('ignores a second submit while one is in flight, and late answers when not submitting', () => {
    expect(bookingFormReducer(submitting, { type: 'submit' })).toBe(submitting)
    const idle: FormState = { phase: 'idle' }
    expect(bookingFormReducer(idle, { type: 'resolved', result: { status: 'success', submissionId: 'x' } })).toBe(idle)
    expect(bookingFormReducer(idle, { type: 'failed' })).toBe(idle)
  })
})

describe('the 5-second success message', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('returns to the empty form after exactly 5 s', () => {
    let state: FormState = { phase: 'success' }
    setTimeout(() => {
      state = bookingFormReducer(state, { type: 'successShown' })
    }, TIMINGS.bookingSuccessMs)
    vi.advanceTimersByTime(4999)
    expect(state.phase).toBe('success')
    vi.advanceTimersByTime(1)
    expect(state.phase).toBe('idle')
  })
})

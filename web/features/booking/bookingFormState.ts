import type { FieldErrors } from './bookingSchema'
import type { BookingResult } from './handleBooking'
import { BOOKING_MESSAGES } from './messages'

/** The form's states (spec section 4): idle → submitting → success or error. */
export type FormState =
  | { phase: 'idle' }
  | { phase: 'submitting' }
  | { phase: 'success' }
  | { phase: 'error'; message: string; fieldErrors: FieldErrors }

export type FormEvent =
  /** The visitor pressed send (or Enter), before the browser's own checks, which may hold it back. */
  | { type: 'attempt' }
  | { type: 'submit' }
  | { type: 'resolved'; result: BookingResult }
  /** The request never got an answer (offline, server down). */
  | { type: 'failed' }
  /** The success message has been shown for 5 seconds. */
  | { type: 'successShown' }

export function initialFormState(result: BookingResult): FormState {
  return resolve(result)
}

function resolve(result: BookingResult): FormState {
  if (result.status === 'success') return { phase: 'success' }
  if (result.status === 'error')
    return { phase: 'error', message: result.message, fieldErrors: result.fieldErrors ?? {} }
  return { phase: 'idle' }
}

export function bookingFormReducer(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case 'attempt':
      // Spec: the banner clears on the next submit attempt, also one the browser's checks stop.
      return state.phase === 'error' ? { phase: 'idle' } : state
    case 'submit':
      // A second submit while one is in flight (a double click) changes nothing; a new attempt clears the banner.
      return state.phase === 'submitting' || state.phase === 'success' ? state : { phase: 'submitting' }
    case 'resolved':
      return state.phase === 'submitting' ? resolve(event.result) : state
    case 'failed':
      return state.phase === 'submitting'
        ? { phase: 'error', message: BOOKING_MESSAGES.failure, fieldErrors: {} }
        : state
    case 'successShown':
      return state.phase === 'success' ? { phase: 'idle' } : state
  }
}

/**
 * Everything the booking form tells a visitor, in one place. The first three are the
 * specification's exact strings (sections 2, 4 and 8).
 */
export const BOOKING_MESSAGES = {
  submitting: 'Submitting...',
  successHeading: 'Booking Request Sent!',
  successBody:
    'Thank you! We have your request and our team will be in touch shortly to confirm your free consultation.',
  /** Without script, where the thank-you cannot give way to an empty form by itself after 5 s. */
  another: 'Send another request',
  failure: 'Failed to submit form. Please try again or contact us directly.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again, or contact us directly.',
  tooFast: 'Please take a moment to check your details, then send the form again.',
  invalid: 'Please correct the highlighted fields and try again.',
} as const

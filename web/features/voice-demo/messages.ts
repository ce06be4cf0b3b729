/**
 * Everything the voice demo tells a visitor, in one place. The four errors are the
 * specification's exact strings (sections 5 and 8); the rest is our own wording.
 */
export const VOICE_CALL_ERRORS = {
  /** The SDK's `error` event: the call or its setup broke (includes an unreachable voice API). */
  connection: 'Connection error. Please try again.',
  /** The SDK could not be downloaded or constructed. */
  initialization: 'Failed to initialize voice agent. Please try again.',
  /** The microphone was refused or unavailable, start() rejected, or the start timed out. */
  start: 'Failed to start voice call. Please check your microphone permissions.',
  /** No assistant id configured; the SDK's own validation message, word for word. */
  noAssistant: 'Assistant or Squad or Workflow must be provided.',
} as const

export type VoiceCallErrorKind = keyof typeof VOICE_CALL_ERRORS

export const VOICE_DEMO_MESSAGES = {
  // The start button is named, not described by its colour: a screen reader cannot see green.
  ready: 'Press Start voice call and allow the microphone to talk with our AI assistant.',
  connecting: 'Connecting to the AI assistant…',
  live: 'Connected. Go ahead and speak.',
  ended: 'Call ended. Press Start voice call to talk again.',
  assistantSpeaking: 'Assistant is speaking',
  assistantListening: 'Assistant is listening',
  notConfigured:
    'The live voice demo is not configured on this site. Book a free consultation and we will show it to you on the call.',
  needsJavaScript:
    'The live voice demo needs JavaScript, which is not running on this page. Turn it on, or reload the page, to talk with our AI assistant, or book a free consultation and we will show it to you on the call.',
} as const

/**
 * The demo window's title: the brand's AI voice agent (spec section 2). A brand that already ends
 * in "AI" (like the bundled "Northwind AI") does not get a second one.
 */
export function voiceAgentTitle(brandName: string): string {
  const brand = brandName.trim()
  return /\bAI$/.test(brand) ? `${brand} Voice Agent` : `${brand} AI Voice Agent`
}

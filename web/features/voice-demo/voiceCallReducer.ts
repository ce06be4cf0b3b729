import type { VoiceCallErrorKind } from './messages'

/**
 * The voice demo's call as a pure state machine (spec section 4). The controller feeds it
 * the visitor's presses, the SDK's events and the timer's ticks; it never touches the SDK.
 */

export type VoiceCallStatus = 'ready' | 'connecting' | 'live' | 'error'
export type Speaker = 'assistant' | 'user'
export type TranscriptLine = { id: number; speaker: Speaker; text: string; final: boolean }

export type VoiceCallState = {
  status: VoiceCallStatus
  /** When the call went live (epoch ms). The timer is derived from it, so late ticks never make it drift. */
  liveSince: number | null
  elapsedSeconds: number
  error: VoiceCallErrorKind | null
  /** True after a call ended normally, so the status line can say so until the next start. */
  callEnded: boolean
  assistantSpeaking: boolean
  /** The assistant's voice level, 0 to 1 (the SDK normalises and caps it). */
  volume: number
  transcript: TranscriptLine[]
  nextLineId: number
  /**
   * Starts pressed since the window opened. A start that fails as the last one did ends in the
   * same words; the status region is drawn afresh per start, so a screen reader hears them again.
   */
  starts: number
}

export type VoiceCallAction =
  | { type: 'startPressed' }
  | { type: 'callStarted'; at: number }
  | { type: 'tick'; at: number }
  | { type: 'speechStarted' }
  | { type: 'speechEnded' }
  | { type: 'volumeChanged'; level: number }
  | { type: 'transcriptReceived'; speaker: Speaker; text: string; final: boolean }
  | { type: 'endPressed' }
  | { type: 'callEnded' }
  | { type: 'failed'; error: VoiceCallErrorKind }
  | { type: 'closed' }

/** A long demo call must not grow the page without bound; the oldest lines scroll away. */
export const MAX_TRANSCRIPT_LINES = 50

export const initialVoiceCallState: VoiceCallState = {
  status: 'ready',
  liveSince: null,
  elapsedSeconds: 0,
  error: null,
  callEnded: false,
  assistantSpeaking: false,
  volume: 0,
  transcript: [],
  nextLineId: 0,
  starts: 0,
}

/** True while a call is being set up or is under way: the states a second start is ignored in. */
export function isCallActive(state: VoiceCallState): boolean {
  return state.status === 'connecting' || state.status === 'live'
}

/** Back to a resting state; the transcript stays readable until the next start or close. */
function settle(state: VoiceCallState, next: Pick<VoiceCallState, 'status' | 'error' | 'callEnded'>): VoiceCallState {
  return { ...state, ...next, liveSince: null, elapsedSeconds: 0, assistantSpeaking: false, volume: 0 }
}

function addTranscript(
  state: VoiceCallState,
  { speaker, text, final }: { speaker: Speaker; text: string; final: boolean },
): VoiceCallState {
  const last = state.transcript.at(-1)
  // Partial transcripts grow word by word: each one replaces the speaker's unfinished line,
  // and the final one settles it. A different speaker, or a settled line, starts a new line.
  if (last && last.speaker === speaker && !last.final) {
    return { ...state, transcript: [...state.transcript.slice(0, -1), { ...last, text, final }] }
  }
  const line = { id: state.nextLineId, speaker, text, final }
  return {
    ...state,
    transcript: [...state.transcript, line].slice(-MAX_TRANSCRIPT_LINES),
    nextLineId: state.nextLineId + 1,
  }
}

export function voiceCallReducer(state: VoiceCallState, action: VoiceCallAction): VoiceCallState {
  const active = isCallActive(state)
  switch (action.type) {
    case 'startPressed':
      // Spec section 5: starting twice does nothing.
      if (active) return state
      return { ...initialVoiceCallState, status: 'connecting', starts: state.starts + 1 }
    case 'callStarted':
      // A late call-start for an attempt that was closed, ended or failed must not revive it.
      if (state.status !== 'connecting') return state
      return { ...state, status: 'live', liveSince: action.at, elapsedSeconds: 0 }
    case 'tick': {
      if (state.status !== 'live' || state.liveSince === null) return state
      const elapsedSeconds = Math.max(0, Math.floor((action.at - state.liveSince) / 1000))
      return elapsedSeconds === state.elapsedSeconds ? state : { ...state, elapsedSeconds }
    }
    case 'speechStarted':
      return active && !state.assistantSpeaking ? { ...state, assistantSpeaking: true } : state
    case 'speechEnded':
      return active && state.assistantSpeaking ? { ...state, assistantSpeaking: false } : state
    case 'volumeChanged': {
      if (!active) return state
      const volume = Number.isFinite(action.level) ? Math.min(1, Math.max(0, action.level)) : 0
      return volume === state.volume ? state : { ...state, volume }
    }
    case 'transcriptReceived':
      if (!active || action.text.trim() === '') return state
      return addTranscript(state, action)
    case 'endPressed':
    case 'callEnded':
      if (!active) return state
      return settle(state, { status: 'ready', error: null, callEnded: true })
    case 'failed':
      // Spec section 8: on any voice error the connecting and live states reset. An error
      // that arrives after the call is already over (the SDK tearing down) changes nothing.
      if (!active) return state
      return settle(state, { status: 'error', error: action.error, callEnded: false })
    case 'closed':
      // Spec section 2: closing the window clears all state.
      return initialVoiceCallState
  }
}

/** The call timer as minutes:seconds, e.g. 00:07, 12:34 (minutes keep counting past 59). */
export function formatCallTime(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds))
  const minutes = Math.floor(safe / 60)
  const seconds = safe % 60
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`
}

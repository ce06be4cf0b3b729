import { describe, expect, it } from 'vitest'
import {
  formatCallTime,
  initialVoiceCallState,
  MAX_TRANSCRIPT_LINES,
  type VoiceCallAction,
  type VoiceCallState,
  voiceCallReducer,
} from './voiceCallReducer'

const T0 = 1_700_000_000_000

function run(...actions: VoiceCallAction[]): VoiceCallState {
  return actions.reduce(voiceCallReducer, initialVoiceCallState)
}

const live = () => run({ type: 'startPressed' }, { type: 'callStarted', at: T0 })

describe('voiceCallReducer', () => {
  it('starts ready, with the timer at zero and nothing said', () => {
    expect(initialVoiceCallState).toMatchObject({ status: 'ready', elapsedSeconds: 0, error: null, transcript: [] })
  })

  it('goes from ready to connecting when start is pressed', () => {
    expect(run({ type: 'startPressed' }).status).toBe('connecting')
  })

  it('ignores a second start while connecting or live', () => {
    const connecting = run({ type: 'startPressed' })
    expect(voiceCallReducer(connecting, { type: 'startPressed' })).toBe(connecting)
    const inCall = live()
    expect(voiceCallReducer(inCall, { type: 'startPressed' })).toBe(inCall)
  })

  it('counts each start that is not ignored, so a repeated failure is a new message', () => {
    const failed = run({ type: 'startPressed' }, { type: 'failed', error: 'start' })
    expect(failed).toMatchObject({ status: 'error', starts: 1 })
    const again = voiceCallReducer(voiceCallReducer(failed, { type: 'startPressed' }), {
      type: 'failed',
      error: 'start',
    })
    expect(again).toMatchObject({ status: 'error', error: 'start', starts: 2 })
    expect(voiceCallReducer(again, { type: 'closed' }).starts).toBe(0)
  })

  it('goes live when the call starts, with the timer at zero', () => {
    expect(live()).toMatchObject({ status: 'live', liveSince: T0, elapsedSeconds: 0 })
  })

  it('ignores a call start that arrives when no call is being set up', () => {
    expect(run({ type: 'callStarted', at: T0 })).toBe(initialVoiceCallState)
  })

  it('counts whole seconds since the call went live, even when ticks arrive late', () => {
    let state = live()
    state = voiceCallReducer(state, { type: 'tick', at: T0 + 1000 })
    expect(state.elapsedSeconds).toBe(1)
    state = voiceCallReducer(state, { type: 'tick', at: T0 + 65_400 })
    expect(state.elapsedSeconds).toBe(65)
  })

  it('does not tick while connecting', () => {
    const connecting = run({ type: 'startPressed' })
    expect(voiceCallReducer(connecting, { type: 'tick', at: T0 + 5000 })).toBe(connecting)
  })

  it.each(['endPressed', 'callEnded'] as const)('returns to ready with the timer reset on %s', (type) => {
    const ended = run(
      { type: 'startPressed' },
      { type: 'callStarted', at: T0 },
      { type: 'speechStarted' },
      { type: 'volumeChanged', level: 0.8 },
      { type: 'tick', at: T0 + 42_000 },
      { type },
    )
    expect(ended).toMatchObject({
      status: 'ready',
      elapsedSeconds: 0,
      liveSince: null,
      callEnded: true,
      assistantSpeaking: false,
      volume: 0,
    })
  })

  it('shows the error and resets connecting and live on a failure', () => {
    const failedWhileLive = voiceCallReducer(voiceCallReducer(live(), { type: 'tick', at: T0 + 3000 }), {
      type: 'failed',
      error: 'connection',
    })
    expect(failedWhileLive).toMatchObject({ status: 'error', error: 'connection', elapsedSeconds: 0, liveSince: null })
    const failedWhileConnecting = run({ type: 'startPressed' }, { type: 'failed', error: 'start' })
    expect(failedWhileConnecting).toMatchObject({ status: 'error', error: 'start' })
  })

  it('ignores an error that arrives after the call is over', () => {
    const ended = run({ type: 'startPressed' }, { type: 'callStarted', at: T0 }, { type: 'endPressed' })
    expect(voiceCallReducer(ended, { type: 'failed', error: 'connection' })).toBe(ended)
  })

  it('lets the visitor try again after an error, clearing the message', () => {
    const retry = run({ type: 'startPressed' }, { type: 'failed', error: 'connection' }, { type: 'startPressed' })
    expect(retry).toMatchObject({ status: 'connecting', error: null })
  })

  it('clears all state when the window closes, from any state', () => {
    const states = [
      run({ type: 'startPressed' }),
      live(),
      run({ type: 'startPressed' }, { type: 'failed', error: 'initialization' }),
      run(
        { type: 'startPressed' },
        { type: 'callStarted', at: T0 },
        { type: 'transcriptReceived', speaker: 'user', text: 'Hi', final: true },
      ),
    ]
    for (const state of states) expect(voiceCallReducer(state, { type: 'closed' })).toEqual(initialVoiceCallState)
  })

  it('follows the assistant speaking and its voice level, capped between 0 and 1', () => {
    let state = voiceCallReducer(live(), { type: 'speechStarted' })
    expect(state.assistantSpeaking).toBe(true)
    state = voiceCallReducer(state, { type: 'volumeChanged', level: 1.7 })
    expect(state.volume).toBe(1)
    state = voiceCallReducer(state, { type: 'volumeChanged', level: Number.NaN })
    expect(state.volume).toBe(0)
    state = voiceCallReducer(state, { type: 'speechEnded' })
    expect(state.assistantSpeaking).toBe(false)
  })

  it('ignores speech and levels when no call is active', () => {
    expect(run({ type: 'speechStarted' }, { type: 'volumeChanged', level: 0.5 })).toBe(initialVoiceCallState)
  })

  it('grows a partial transcript line in place and settles it with the final one', () => {
    const state = run(
      { type: 'startPressed' },
      { type: 'callStarted', at: T0 },
      { type: 'transcriptReceived', speaker: 'assistant', text: 'Hello,', final: false },
      { type: 'transcriptReceived', speaker: 'assistant', text: 'Hello, how can', final: false },
      { type: 'transcriptReceived', speaker: 'assistant', text: 'Hello, how can I help?', final: true },
      { type: 'transcriptReceived', speaker: 'user', text: 'I run a', final: false },
      { type: 'transcriptReceived', speaker: 'user', text: 'I run a clinic.', final: true },
      { type: 'transcriptReceived', speaker: 'assistant', text: 'Great.', final: true },
    )
    expect(state.transcript.map(({ speaker, text, final }) => ({ speaker, text, final }))).toEqual([
      { speaker: 'assistant', text: 'Hello, how can I help?', final: true },
      { speaker: 'user', text: 'I run a clinic.', final: true },
      { speaker: 'assistant', text: 'Great.', final: true },
    ])
    expect(new Set(state.transcript.map((line) => line.id)).size).toBe(3)
  })

  it('keeps the transcript readable after the call ends, and starts a fresh one on the next call', () => {
    const ended = run(
      { type: 'startPressed' },
      { type: 'callStarted', at: T0 },
      { type: 'transcriptReceived', speaker: 'user', text: 'Thanks', final: true },
      { type: 'callEnded' },
    )
    expect(ended.transcript).toHaveLength(1)
    expect(voiceCallReducer(ended, { type: 'startPressed' }).transcript).toEqual([])
  })

  it(`keeps only the last ${MAX_TRANSCRIPT_LINES} transcript lines`, () => {
    let state = live()
    for (let i = 0; i < MAX_TRANSCRIPT_LINES + 5; i++) {
      state = voiceCallReducer(state, {
        type: 'transcriptReceived',
        speaker: i % 2 ? 'user' : 'assistant',
        text: `line ${i}`,
        final: true,
      })
    }
    expect(state.transcript).toHaveLength(MAX_TRANSCRIPT_LINES)
    expect(state.transcript.at(-1)?.text).toBe(`line ${MAX_TRANSCRIPT_LINES + 4}`)
  })
})

describe('formatCallTime', () => {
  it.each([
    [0, '00:00'],
    [7, '00:07'],
    [65, '01:05'],
    [754, '12:34'],
    [3600, '60:00'],
  ])('shows %i seconds as %s', (seconds, text) => {
    expect(formatCallTime(seconds)).toBe(text)
  })
})

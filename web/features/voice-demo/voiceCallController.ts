import { TIMINGS } from '@/config/timings'
import type { VoiceCallErrorKind } from './messages'
import {
  initialVoiceCallState,
  isCallActive,
  type Speaker,
  type VoiceCallAction,
  type VoiceCallState,
  voiceCallReducer,
} from './voiceCallReducer'

/**
 * The part of the Vapi web SDK the demo uses. `@vapi-ai/web`'s `Vapi` class satisfies it;
 * the unit tests drive the controller with an EventEmitter that does too.
 */
export interface VoiceClient {
  on(event: 'call-start' | 'call-end' | 'speech-start' | 'speech-end', listener: () => void): unknown
  on(event: 'volume-level', listener: (level: number) => void): unknown
  on(event: 'message' | 'error' | 'camera-error', listener: (payload: unknown) => void): unknown
  /** Resolves with the web call once joined, or null when the SDK reported a failure on `error`. */
  start(assistantId: string): Promise<unknown>
  stop(): Promise<void>
}

export type VoiceCallControllerOptions = {
  /** Unset on a site built without the Vapi settings: a start then fails at once, loading nothing. */
  publicKey: string | undefined
  assistantId: string | undefined
  /** Downloads and constructs the SDK; called at most once per successful load. */
  loadClient: (publicKey: string) => Promise<VoiceClient>
  /** Asks for the microphone before the SDK is involved; rejects when it is refused or missing. */
  requestMicrophone: () => Promise<void>
  /** Give up on a start that has not gone live by then (ignored mic prompt, unreachable API). */
  startTimeoutMs?: number
  now?: () => number
}

export type VoiceCallController = {
  getState: () => VoiceCallState
  subscribe: (listener: () => void) => () => void
  start: () => void
  end: () => void
  close: () => void
}

/**
 * Long enough for a slow network, a mobile microphone prompt and the SDK's 1 s mobile wait
 * (spec section 9); short enough that an ignored prompt or an unreachable API does not leave
 * the visitor watching a spinner. Daily's own call-machine download gives up after 20 s.
 */
export const START_TIMEOUT_MS = 15_000

/**
 * Error types `@vapi-ai/web` 2.7.1 emits on `error` while the call carries on: its source marks
 * audio processing (Krisp), the level observer and video recording as non-critical, and a
 * blocked autoplay as recoverable. Ending the call for these would hang up a working call.
 */
const NON_FATAL_ERROR_TYPES = new Set([
  'audio-processing-setup-error',
  'audio-processor-recovery-error',
  'audio-observer-setup-error',
  'video-recording-setup-error',
  'audio-start-failed',
])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

export function isFatalVoiceError(payload: unknown): boolean {
  return !(isRecord(payload) && typeof payload.type === 'string' && NON_FATAL_ERROR_TYPES.has(payload.type))
}

/**
 * Reads a transcript out of the SDK's `message` event, whose payload the SDK types as `any`.
 * Vapi sends `{ type: 'transcript', role, transcriptType: 'partial' | 'final', transcript }`
 * (the type may also read "transcript[transcriptType='final']"). Anything else is not ours.
 */
export function readTranscript(message: unknown): { speaker: Speaker; text: string; final: boolean } | null {
  if (!isRecord(message) || typeof message.type !== 'string' || !message.type.startsWith('transcript')) return null
  const { role, transcript, transcriptType } = message
  if ((role !== 'assistant' && role !== 'user') || typeof transcript !== 'string') return null
  return { speaker: role, text: transcript, final: transcriptType === 'final' }
}

/**
 * Owns exactly one SDK instance per dialog and the side effects around the reducer: the call
 * timer, the start timeout, and which SDK events count.
 *
 * Guards, because the SDK's issue tracker (VapiAI/client-sdk-web#70) shows that two quick
 * start() calls create duplicate Daily call objects and lose events, and that stop() on an
 * instance other than the one started does nothing:
 * - a second start while connecting or live is ignored;
 * - every start gets an attempt number, and closing, ending, failing or timing out retires it,
 *   so events and late results from a retired attempt change nothing;
 * - a new start waits until the instance's previous start() and stop() have settled, and a
 *   start() that joins after its attempt was retired is hung up at once. A start() that never
 *   settles (a black-holed request) makes later starts time out with the start message too:
 *   better than risking a second Daily call object.
 */
export function createVoiceCallController({
  publicKey,
  assistantId,
  loadClient,
  requestMicrophone,
  startTimeoutMs = START_TIMEOUT_MS,
  now = Date.now,
}: VoiceCallControllerOptions): VoiceCallController {
  let state = initialVoiceCallState
  const listeners = new Set<() => void>()

  let client: VoiceClient | null = null
  let loading: Promise<VoiceClient> | null = null
  /** Bumped whenever an attempt starts or is retired; async steps compare their own number to it. */
  let attempt = 0
  /** The attempt whose start() was handed to the SDK and whose events therefore count. */
  let sdkAttempt: number | null = null
  /** The instance's outstanding start()/stop() work; a new start waits for it. */
  let sdkWork: Promise<unknown> = Promise.resolve()
  let startInFlight = false
  let startTimer: ReturnType<typeof setTimeout> | undefined
  let ticker: ReturnType<typeof setInterval> | undefined

  function dispatch(action: VoiceCallAction) {
    const next = voiceCallReducer(state, action)
    if (next === state) return
    state = next
    if (state.status === 'live' && ticker === undefined) {
      // Spec section 9: the call timer ticks every second.
      ticker = setInterval(() => dispatch({ type: 'tick', at: now() }), TIMINGS.callTimerTickMs)
    } else if (state.status !== 'live' && ticker !== undefined) {
      clearInterval(ticker)
      ticker = undefined
    }
    if (state.status !== 'connecting') {
      clearTimeout(startTimer)
      startTimer = undefined
    }
    for (const listener of listeners) listener()
  }

  function trackSdkWork(work: Promise<unknown>) {
    sdkWork = Promise.allSettled([sdkWork, work])
  }

  /** Waits until no start()/stop() is in flight, including ones queued while waiting. */
  async function sdkIdle() {
    let seen: Promise<unknown>
    do {
      seen = sdkWork
      await seen
    } while (seen !== sdkWork)
  }

  /**
   * Hangs up. Not while the SDK's start() is in flight: on failure the SDK destroys its Daily
   * call object itself, and a concurrent stop() would destroy it a second time. A start() that
   * settles after its attempt was retired hangs up there instead (see run()).
   */
  function stopClient() {
    if (!client || startInFlight) return
    trackSdkWork(
      client.stop().catch((error: unknown) => {
        console.error('Voice demo: stopping the call failed.', error)
      }),
    )
  }

  /** Retires the current attempt: its pending steps and SDK events no longer count. */
  function retire() {
    attempt += 1
    sdkAttempt = null
  }

  function fail(error: VoiceCallErrorKind) {
    retire()
    dispatch({ type: 'failed', error })
    stopClient()
  }

  const counts = () => sdkAttempt !== null && sdkAttempt === attempt

  function listen(sdk: VoiceClient) {
    // The SDK turns the call's 'listening' app message (spec section 4: "live when a
    // 'listening' app message arrives") into `call-start` and never emits it as a `message`,
    // so call-start is the one signal for live.
    sdk.on('call-start', () => {
      if (counts()) dispatch({ type: 'callStarted', at: now() })
    })
    sdk.on('call-end', () => {
      if (!counts()) return
      // The SDK already left and cleaned up the Daily call; there is nothing to stop.
      retire()
      dispatch({ type: 'callEnded' })
    })
    sdk.on('speech-start', () => {
      if (counts()) dispatch({ type: 'speechStarted' })
    })
    sdk.on('speech-end', () => {
      if (counts()) dispatch({ type: 'speechEnded' })
    })
    sdk.on('volume-level', (level) => {
      if (counts()) dispatch({ type: 'volumeChanged', level })
    })
    sdk.on('message', (message) => {
      if (!counts()) return
      const line = readTranscript(message)
      if (line) dispatch({ type: 'transcriptReceived', ...line })
    })
    sdk.on('error', (payload) => {
      if (!counts()) return
      if (!isFatalVoiceError(payload)) {
        console.warn('Voice demo: the voice SDK reported a non-critical problem; the call continues.', payload)
        return
      }
      console.error('Voice demo: the voice SDK reported an error.', payload)
      fail('connection')
    })
    // Daily reports a microphone it cannot open (in use, blocked, missing) as a camera error.
    sdk.on('camera-error', (payload) => {
      if (!counts()) return
      console.error('Voice demo: the microphone could not be used.', payload)
      fail('start')
    })
  }

  async function getClient(key: string): Promise<VoiceClient> {
    if (client) return client
    // One instance per dialog, even if a second start arrives while the first is downloading.
    loading ??= loadClient(key).then((sdk) => {
      listen(sdk)
      client = sdk
      return sdk
    })
    try {
      return await loading
    } catch (error) {
      // A failed download (flaky network) is tried again on the next start.
      loading = null
      throw error
    }
  }

  async function run(id: number, key: string, assistant: string) {
    try {
      await requestMicrophone()
    } catch (error) {
      if (id !== attempt) return
      console.error('Voice demo: microphone access was refused or is unavailable.', error)
      fail('start')
      return
    }
    if (id !== attempt) return

    let sdk: VoiceClient
    try {
      sdk = await getClient(key)
    } catch (error) {
      if (id !== attempt) return
      console.error('Voice demo: the voice SDK could not be loaded or created.', error)
      fail('initialization')
      return
    }
    if (id !== attempt) return

    await sdkIdle()
    if (id !== attempt) return

    sdkAttempt = id
    startInFlight = true
    const starting = sdk.start(assistant).then(
      async (call) => {
        startInFlight = false
        if (id !== attempt) {
          // Retired while the SDK was still joining: it joined anyway, so hang up now.
          if (call) await sdk.stop().catch((error: unknown) => console.error('Voice demo: hanging up failed.', error))
          return
        }
        // The SDK reports failures on `error` (handled above) and resolves null; a null with
        // no error event means it refused to start, which the visitor sees as a start failure.
        if (call === null && state.status === 'connecting') fail('start')
      },
      (error: unknown) => {
        startInFlight = false
        if (id !== attempt) return
        console.error('Voice demo: the voice call could not be started.', error)
        fail('start')
      },
    )
    trackSdkWork(starting)
  }

  function start() {
    if (isCallActive(state)) return
    dispatch({ type: 'startPressed' })
    retire()
    const id = attempt
    if (!assistantId) {
      console.error('Voice demo: NEXT_PUBLIC_VAPI_ASSISTANT_ID is not set, so there is no assistant to call.')
      fail('noAssistant')
      return
    }
    if (!publicKey) {
      console.error('Voice demo: NEXT_PUBLIC_VAPI_PUBLIC_KEY is not set, so the voice SDK cannot be created.')
      fail('initialization')
      return
    }
    startTimer = setTimeout(() => {
      if (id !== attempt || state.status !== 'connecting') return
      console.error(`Voice demo: the call did not start within ${startTimeoutMs} ms.`)
      fail('start')
    }, startTimeoutMs)
    void run(id, publicKey, assistantId)
  }

  function end() {
    if (!isCallActive(state)) return
    retire()
    dispatch({ type: 'endPressed' })
    stopClient()
  }

  function close() {
    const hadCall = isCallActive(state)
    retire()
    dispatch({ type: 'closed' })
    if (hadCall) stopClient()
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start,
    end,
    close,
  }
}

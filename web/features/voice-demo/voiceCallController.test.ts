import { EventEmitter } from 'node:events'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS } from '@/config/timings'
import {
  createVoiceCallController,
  isFatalVoiceError,
  readTranscript,
  START_TIMEOUT_MS,
  type VoiceCallControllerOptions,
} from './voiceCallController'
import { formatCallTime, initialVoiceCallState } from './voiceCallReducer'

const WEB_CALL = { id: 'call-1', webCallUrl: 'https://vapi.daily.co/room' }

/**
 * Stands in for `@vapi-ai/web`: an EventEmitter, as the real SDK is, whose start() stays
 * pending until the test settles it, the way a real start waits for the API and Daily.
 */
class FakeVapi extends EventEmitter {
  readonly startedWith: string[] = []
  readonly stop = vi.fn(async () => {})
  private pending: { resolve: (call: unknown) => void; reject: (error: unknown) => void }[] = []

  start(assistantId: string): Promise<unknown> {
    this.startedWith.push(assistantId)
    return new Promise((resolve, reject) => this.pending.push({ resolve, reject }))
  }

  resolveStart(call: unknown = WEB_CALL) {
    this.pending.shift()?.resolve(call)
  }

  rejectStart(error: unknown) {
    this.pending.shift()?.reject(error)
  }
}

/** Lets pending promise callbacks run, without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0)

function setup(overrides: Partial<VoiceCallControllerOptions> = {}) {
  const sdk = new FakeVapi()
  const loadClient = vi.fn(async (_publicKey: string) => sdk)
  const requestMicrophone = vi.fn(async () => {})
  const controller = createVoiceCallController({
    publicKey: 'test-public-key',
    assistantId: 'test-assistant',
    loadClient,
    requestMicrophone,
    ...overrides,
  })
  return { sdk, loadClient, requestMicrophone, controller, state: () => controller.getState() }
}

async function startLive(context: ReturnType<typeof setup>) {
  context.controller.start()
  await settle()
  context.sdk.emit('call-start')
  context.sdk.resolveStart()
  await settle()
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('voice call controller', () => {
  it('connects on start: asks for the microphone, loads one SDK with the public key, calls the assistant', async () => {
    const context = setup()
    context.controller.start()
    expect(context.state().status).toBe('connecting')
    await settle()
    expect(context.requestMicrophone).toHaveBeenCalledOnce()
    expect(context.loadClient).toHaveBeenCalledExactlyOnceWith('test-public-key')
    expect(context.sdk.startedWith).toEqual(['test-assistant'])
    expect(context.state().status).toBe('connecting')
  })

  it('runs a whole call: call-start, a ticking timer, levels and speech, then call-end back to ready', async () => {
    const context = setup()
    await startLive(context)
    expect(context.state()).toMatchObject({ status: 'live', elapsedSeconds: 0 })

    await vi.advanceTimersByTimeAsync(3 * TIMINGS.callTimerTickMs)
    expect(formatCallTime(context.state().elapsedSeconds)).toBe('00:03')

    context.sdk.emit('speech-start')
    context.sdk.emit('volume-level', 0.2)
    context.sdk.emit('volume-level', 0.6)
    expect(context.state()).toMatchObject({ assistantSpeaking: true, volume: 0.6 })
    context.sdk.emit('speech-end')
    expect(context.state().assistantSpeaking).toBe(false)

    context.sdk.emit('message', { type: 'transcript', role: 'assistant', transcriptType: 'partial', transcript: 'Hi' })
    context.sdk.emit('message', {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Hi there!',
    })
    context.sdk.emit('message', { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Hello' })
    context.sdk.emit('message', { type: 'status-update', status: 'in-progress' })
    expect(context.state().transcript.map((line) => `${line.speaker}: ${line.text}`)).toEqual([
      'assistant: Hi there!',
      'user: Hello',
    ])

    context.sdk.emit('call-end')
    expect(context.state()).toMatchObject({ status: 'ready', elapsedSeconds: 0, callEnded: true })
    await vi.advanceTimersByTimeAsync(5 * TIMINGS.callTimerTickMs)
    expect(context.state().elapsedSeconds).toBe(0)
    // The SDK has already left the call when it says call-end.
    expect(context.sdk.stop).not.toHaveBeenCalled()
  })

  it('hangs up with the end button and resets the timer', async () => {
    const context = setup()
    await startLive(context)
    await vi.advanceTimersByTimeAsync(2 * TIMINGS.callTimerTickMs)
    context.controller.end()
    expect(context.state()).toMatchObject({ status: 'ready', elapsedSeconds: 0 })
    expect(context.sdk.stop).toHaveBeenCalledOnce()
    // The SDK's own call-end after stop() changes nothing.
    context.sdk.emit('call-end')
    expect(context.state().status).toBe('ready')
  })

  it('shows the connection error when the SDK reports an error mid-call, and hangs up', async () => {
    const context = setup()
    await startLive(context)
    await vi.advanceTimersByTimeAsync(4 * TIMINGS.callTimerTickMs)
    context.sdk.emit('error', { type: 'daily-error', error: { message: 'ejected' } })
    expect(context.state()).toMatchObject({ status: 'error', error: 'connection', elapsedSeconds: 0 })
    expect(context.sdk.stop).toHaveBeenCalledOnce()
    // Whatever the dying call still emits is ignored.
    context.sdk.emit('call-start')
    context.sdk.emit('speech-start')
    expect(context.state()).toMatchObject({ status: 'error', assistantSpeaking: false })
  })

  it('keeps the call going on errors the SDK marks as non-critical', async () => {
    const context = setup()
    await startLive(context)
    context.sdk.emit('error', { type: 'audio-processing-setup-error', error: { message: 'KrispInitError' } })
    expect(context.state().status).toBe('live')
    expect(context.sdk.stop).not.toHaveBeenCalled()
  })

  it('ignores a second start while connecting and while live: one SDK instance, one start()', async () => {
    const context = setup()
    context.controller.start()
    context.controller.start()
    await settle()
    context.controller.start()
    await settle()
    expect(context.loadClient).toHaveBeenCalledOnce()
    expect(context.sdk.startedWith).toHaveLength(1)

    context.sdk.emit('call-start')
    context.sdk.resolveStart()
    await settle()
    context.controller.start()
    await settle()
    expect(context.state().status).toBe('live')
    expect(context.sdk.startedWith).toHaveLength(1)
  })

  it('uses the same SDK instance for the next call', async () => {
    const context = setup()
    await startLive(context)
    context.controller.end()
    await startLive(context)
    expect(context.loadClient).toHaveBeenCalledOnce()
    expect(context.sdk.startedWith).toHaveLength(2)
    expect(context.state().status).toBe('live')
  })

  it('clears everything when closed while connecting, and hangs up the call that joins afterwards', async () => {
    const context = setup()
    context.controller.start()
    await settle()
    context.controller.close()
    expect(context.state()).toEqual(initialVoiceCallState)
    // Not while start() is in flight: the SDK would destroy its Daily call object twice.
    expect(context.sdk.stop).not.toHaveBeenCalled()

    context.sdk.emit('call-start')
    expect(context.state().status).toBe('ready')
    context.sdk.resolveStart()
    await settle()
    expect(context.sdk.stop).toHaveBeenCalledOnce()
    expect(context.state()).toEqual(initialVoiceCallState)

    // No start timeout fires later for the closed attempt.
    await vi.advanceTimersByTimeAsync(START_TIMEOUT_MS)
    expect(context.state()).toEqual(initialVoiceCallState)
  })

  it('does not load the SDK when closed while the microphone prompt is open', async () => {
    let allow = () => {}
    const context = setup({ requestMicrophone: () => new Promise<void>((resolve) => (allow = resolve)) })
    context.controller.start()
    context.controller.close()
    allow()
    await settle()
    expect(context.loadClient).not.toHaveBeenCalled()
    expect(context.state()).toEqual(initialVoiceCallState)
  })

  it('waits for a closed attempt to finish before starting the next one on the same instance', async () => {
    const context = setup()
    context.controller.start()
    await settle()
    context.controller.close()
    context.controller.start()
    await settle()
    // The first start() is still in flight: a second one now would create a second Daily object.
    expect(context.sdk.startedWith).toHaveLength(1)
    expect(context.state().status).toBe('connecting')

    context.sdk.resolveStart()
    await settle()
    expect(context.sdk.stop).toHaveBeenCalledOnce()
    expect(context.sdk.startedWith).toHaveLength(2)
    context.sdk.emit('call-start')
    expect(context.state().status).toBe('live')
  })

  it('hangs up and clears everything when closed during a live call', async () => {
    const context = setup()
    await startLive(context)
    context.sdk.emit('message', { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Hi' })
    await vi.advanceTimersByTimeAsync(TIMINGS.callTimerTickMs)
    context.controller.close()
    expect(context.state()).toEqual(initialVoiceCallState)
    expect(context.sdk.stop).toHaveBeenCalledOnce()
  })

  it('shows the microphone message when the microphone is refused, without loading the SDK', async () => {
    const denied = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' })
    const context = setup({ requestMicrophone: vi.fn(async () => Promise.reject(denied)) })
    context.controller.start()
    await settle()
    expect(context.state()).toMatchObject({ status: 'error', error: 'start' })
    expect(context.loadClient).not.toHaveBeenCalled()
  })

  it('shows the microphone message when Daily cannot open the microphone', async () => {
    const context = setup()
    context.controller.start()
    await settle()
    context.sdk.emit('camera-error', { type: 'camera-error', error: { type: 'permissions' } })
    expect(context.state()).toMatchObject({ status: 'error', error: 'start' })
  })

  it('shows the initialization message when the SDK cannot be loaded or created, and retries the load', async () => {
    const context = setup()
    context.loadClient.mockRejectedValueOnce(new Error('ChunkLoadError'))
    context.controller.start()
    await settle()
    expect(context.state()).toMatchObject({ status: 'error', error: 'initialization' })

    context.controller.start()
    await settle()
    expect(context.loadClient).toHaveBeenCalledTimes(2)
    expect(context.sdk.startedWith).toEqual(['test-assistant'])
  })

  it('shows the start message when start() rejects', async () => {
    const context = setup()
    context.controller.start()
    await settle()
    context.sdk.rejectStart(new Error('boom'))
    await settle()
    expect(context.state()).toMatchObject({ status: 'error', error: 'start' })
  })

  it('shows the connection message when the SDK reports a failed start on its error event', async () => {
    const context = setup()
    context.controller.start()
    await settle()
    // What @vapi-ai/web does when POST /call/web fails: emit error, clean up, resolve null.
    context.sdk.emit('error', { type: 'start-method-error', error: { message: 'Failed to fetch' } })
    context.sdk.resolveStart(null)
    await settle()
    expect(context.state()).toMatchObject({ status: 'error', error: 'connection' })
    // The SDK cleaned up after itself; stopping it again mid-cleanup would destroy Daily twice.
    expect(context.sdk.stop).not.toHaveBeenCalled()
  })

  it('shows the start message when the SDK refuses to start without saying why', async () => {
    const context = setup()
    context.controller.start()
    await settle()
    context.sdk.resolveStart(null)
    await settle()
    expect(context.state()).toMatchObject({ status: 'error', error: 'start' })
  })

  it(`gives up with the start message when the call is not live after ${START_TIMEOUT_MS / 1000} s`, async () => {
    const context = setup()
    context.controller.start()
    await vi.advanceTimersByTimeAsync(START_TIMEOUT_MS - 1)
    expect(context.state().status).toBe('connecting')
    await vi.advanceTimersByTimeAsync(1)
    expect(context.state()).toMatchObject({ status: 'error', error: 'start' })
    // A join that finally completes is hung up, not shown.
    context.sdk.emit('call-start')
    context.sdk.resolveStart()
    await settle()
    expect(context.state().status).toBe('error')
    expect(context.sdk.stop).toHaveBeenCalledOnce()
  })

  it('times out a microphone prompt the visitor never answers', async () => {
    const context = setup({ requestMicrophone: () => new Promise<void>(() => {}) })
    context.controller.start()
    await vi.advanceTimersByTimeAsync(START_TIMEOUT_MS)
    expect(context.state()).toMatchObject({ status: 'error', error: 'start' })
    expect(context.loadClient).not.toHaveBeenCalled()
  })

  it('does not time out a call that went live', async () => {
    const context = setup()
    await startLive(context)
    await vi.advanceTimersByTimeAsync(START_TIMEOUT_MS * 2)
    expect(context.state().status).toBe('live')
  })

  // A site built without one or both settings: a start fails at once, asking for no microphone and
  // loading no SDK. Without an assistant the SDK's own message names it, key or no key.
  it.each([
    { missing: 'the assistant id', settings: { assistantId: undefined }, error: 'noAssistant' },
    { missing: 'the public key', settings: { publicKey: undefined }, error: 'initialization' },
    { missing: 'both', settings: { publicKey: undefined, assistantId: undefined }, error: 'noAssistant' },
  ] as const)(
    'without $missing, a start fails at once with the $error message, loading nothing',
    async ({ settings, error }) => {
      const context = setup(settings)
      context.controller.start()
      await settle()
      expect(context.state()).toMatchObject({ status: 'error', error })
      expect(context.requestMicrophone).not.toHaveBeenCalled()
      expect(context.loadClient).not.toHaveBeenCalled()
    },
  )

  it('tells subscribers about every change, and stops after they unsubscribe', async () => {
    const context = setup()
    const listener = vi.fn()
    const unsubscribe = context.controller.subscribe(listener)
    context.controller.start()
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    context.controller.close()
    expect(listener).toHaveBeenCalledTimes(1)
  })
})

describe('readTranscript', () => {
  it('reads partial and final lines from either side', () => {
    expect(readTranscript({ type: 'transcript', role: 'user', transcriptType: 'partial', transcript: 'Hel' })).toEqual({
      speaker: 'user',
      text: 'Hel',
      final: false,
    })
    expect(
      readTranscript({
        type: "transcript[transcriptType='final']",
        role: 'assistant',
        transcriptType: 'final',
        transcript: 'Hello',
      }),
    ).toEqual({ speaker: 'assistant', text: 'Hello', final: true })
  })

  it.each([
    null,
    'listening',
    { type: 'status-update', status: 'ended' },
    { type: 'transcript', role: 'system', transcript: 'x' },
    { type: 'transcript', role: 'user', transcript: 42 },
  ])('ignores %j', (message) => {
    expect(readTranscript(message)).toBeNull()
  })
})

describe('isFatalVoiceError', () => {
  it('treats call and start failures as fatal and audio extras as not', () => {
    expect(isFatalVoiceError({ type: 'daily-error' })).toBe(true)
    expect(isFatalVoiceError({ type: 'start-method-error' })).toBe(true)
    expect(isFatalVoiceError(new Error('anything'))).toBe(true)
    expect(isFatalVoiceError('oops')).toBe(true)
    expect(isFatalVoiceError({ type: 'audio-processor-recovery-error' })).toBe(false)
  })
})

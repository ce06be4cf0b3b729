'use client'

import { LoaderCircle, Mic, Phone, PhoneOff } from 'lucide'
import { useEffect, useRef } from 'react'
import { closeDialog, DialogClose, Modal, openDialogElement } from '@/ui/dialog'
import { SvgIcon } from '@/ui/SvgIcon'
import { scrollToSection } from '@/ui/scrollToSection'
import { useHydrated } from '@/ui/useHydrated'
import { usePressedBeforeHydration } from '@/ui/usePressedBeforeHydration'
import { VOICE_CALL_ERRORS, VOICE_DEMO_MESSAGES, voiceAgentTitle } from './messages'
import { useVoiceCall, type VoiceConfig } from './useVoiceCall'
import { formatCallTime, type TranscriptLine, type VoiceCallState } from './voiceCallReducer'

type Props = {
  dialogId: string
  brandName: string
  /** The Vapi settings the site was built with; without them the window says so, and a start fails. */
  voice: VoiceConfig
}

const secondaryButton = 'min-h-11 rounded-lg px-5 py-3 font-semibold short:flex-1 short:px-3 short:py-2 short:text-sm'

/** Bar heights of the level meter at full volume: a small audio-wave silhouette. */
const METER_SHAPE = [0.45, 0.75, 1, 0.75, 0.45]

export function VoiceDemoModal({ dialogId, brandName, voice }: Props) {
  const titleId = `${dialogId}-title`
  // The line that says what the demo can do right now (ready, connecting, live, the error, or
  // that it is not configured), read after the title as the window opens.
  const statusId = `${dialogId}-status`
  const call = useVoiceCall(voice)
  const configured = Boolean(voice.publicKey && voice.assistantId)
  const close = () => closeDialog(dialogId)
  // The window opens without script (Invoker Commands), so on a slow phone "Start voice call" can be
  // pressed before the page's script has started (PressesBeforeHydration). The call starts once it
  // can, if the window is still open: the visitor asked for it and is still looking at it; a window
  // closed meanwhile has let the call go.
  const hydrated = useHydrated()
  const notes = usePressedBeforeHydration<HTMLDivElement>(() => {
    if (openDialogElement(dialogId)) call.start()
  })
  return (
    <Modal
      id={dialogId}
      labelledBy={titleId}
      describedBy={statusId}
      // Escape, a backdrop click, Close and Book all end in the dialog's close event: hang up
      // and forget everything (spec section 2).
      onClose={call.close}
      className="m-auto max-h-[90dvh] w-[min(28rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl window-backdrop open:flex"
    >
      {/* Compact on a phone turned sideways, so the title, the start button, which takes focus as
          the window opens, and the buttons below are all in view without scrolling. Where the
          window is still too short (a narrow phone, a page zoomed in), only the call's part
          scrolls: the way out and on to booking stay below it, in view, and never cover the
          focused control, whatever their height (their labels wrap at 400% zoom). Its scroll
          padding keeps a focused control's ring, drawn outside it, inside the part. */}
      <div className="min-h-0 scroll-py-2 overflow-y-auto p-6 text-center sm:p-8 short:p-4">
        <CallBadge state={call.state} />
        <h2 id={titleId} className="mt-4 text-2xl font-bold short:mt-2 short:text-xl">
          {voiceAgentTitle(brandName)}
        </h2>
        {/* A call needs the SDK, so without script (or when the page's scripts failed to load) the
            panel gives way to a plain sentence. */}
        <div ref={notes} data-press-notes className="js-only">
          <CallPanel
            startId={`${dialogId}-start`}
            hydrated={hydrated}
            statusId={statusId}
            state={call.state}
            readyText={configured ? VOICE_DEMO_MESSAGES.ready : VOICE_DEMO_MESSAGES.notConfigured}
            configured={configured}
            onStart={call.start}
            onEnd={call.end}
          />
        </div>
        <div className="no-script-only">
          <p className="mt-3 text-slate-600">
            {configured ? VOICE_DEMO_MESSAGES.needsJavaScript : VOICE_DEMO_MESSAGES.notConfigured}
          </p>
        </div>
      </div>
      {/* Side by side on a short screen, to take less of it. The line above them marks where the
          part above ends, which where it scrolls is the one sign that there is more of it. */}
      <div className="flex shrink-0 flex-col gap-3 border-t border-slate-200 px-6 pt-4 pb-6 sm:px-8 sm:pb-8 short:flex-row short:px-4 short:pt-3 short:pb-4">
        {/* A form that loads the booking section, so that without JavaScript the button still
            leaves the dialog for the form (a link to #booking would scroll the page behind the
            still-open dialog); with script it stays on the page. */}
        <form
          action="/#booking"
          method="get"
          className="contents"
          onSubmit={(event) => {
            event.preventDefault()
            close()
            scrollToSection('booking')
          }}
        >
          <button type="submit" className={`${secondaryButton} bg-blue-600 text-white hover:bg-blue-700`}>
            Book a Consultation
          </button>
        </form>
        <DialogClose dialogId={dialogId} className={`${secondaryButton} border border-slate-300 hover:bg-slate-50`}>
          Close
        </DialogClose>
      </div>
    </Modal>
  )
}

function CallBadge({ state }: { state: VoiceCallState }) {
  const colour =
    state.status === 'live'
      ? 'bg-green-600'
      : state.status === 'error'
        ? 'bg-red-600'
        : 'bg-linear-to-br from-blue-600 to-purple-600'
  return (
    <span
      className={`relative mx-auto flex size-16 items-center short:size-10 justify-center rounded-full text-white ${colour}`}
      aria-hidden="true"
    >
      {state.assistantSpeaking && (
        <span className="absolute inset-0 rounded-full bg-green-500/60 motion-safe:animate-ping" />
      )}
      <SvgIcon icon={Mic} className="relative size-8 short:size-5" />
    </span>
  )
}

function statusText(state: VoiceCallState, readyText: string): string {
  if (state.status === 'error' && state.error) return VOICE_CALL_ERRORS[state.error]
  if (state.status === 'connecting') return VOICE_DEMO_MESSAGES.connecting
  if (state.status === 'live') return VOICE_DEMO_MESSAGES.live
  return state.callEnded ? VOICE_DEMO_MESSAGES.ended : readyText
}

function CallPanel({
  startId,
  hydrated,
  statusId,
  state,
  readyText,
  configured,
  onStart,
  onEnd,
}: {
  startId: string
  /** Until then the start button only has its press noted (PressesBeforeHydration). */
  hydrated: boolean
  statusId: string
  state: VoiceCallState
  /** What the ready state says: how to start, or that the demo is not configured here. */
  readyText: string
  /** Without the Vapi settings no call can go live, so no room is kept for one. */
  configured: boolean
  onStart: () => void
  onEnd: () => void
}) {
  const live = state.status === 'live'
  const connecting = state.status === 'connecting'
  const seconds = state.elapsedSeconds
  // Before a call, the timer and the level meter keep their room, so nothing moves as one goes live;
  // on a short screen they give it to the start button instead, which then sits in the middle.
  // Where no call can go live, they are not drawn at all, leaving no gap above the button.
  const callRows = live || configured
  const untilLive = live ? '' : 'invisible short:hidden'
  const callButton = useRef<HTMLButtonElement>(null)
  // A message that grows above the focused call button (an error, and the explanation under it)
  // pushes the button down; on a small phone it went out of the call's scrolling part, half under
  // the buttons below it, focus ring and all. It is brought back into view as the state changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the state, and so the text above the button, changes.
  useEffect(() => {
    const button = callButton.current
    if (button && button === document.activeElement) button.scrollIntoView({ block: 'nearest' })
  }, [state.status, state.error, state.callEnded])
  return (
    <>
      {/* Polite: a visitor using a screen reader hears each state change once, after what it is reading. */}
      <div id={statusId} role="status" className="mt-3 min-h-12">
        {/* Drawn afresh per start: a start failing as the one before (the microphone still refused,
            the demo not configured) would otherwise leave the region's text as it was, and a
            screen reader would hear nothing. */}
        <div key={state.starts}>
          <p className={state.status === 'error' ? 'font-medium text-red-700' : 'text-slate-600'}>
            {statusText(state, readyText)}
          </p>
          {/* The spec's message for a start without an assistant speaks to developers; the visitor
              keeps the explanation the window opened with, beside it rather than in its place, and
              inside the live region, so a screen reader hears it too and not the bare message. */}
          {state.status === 'error' && state.error === 'noAssistant' && (
            <p className="mt-1 text-sm text-slate-600">{VOICE_DEMO_MESSAGES.notConfigured}</p>
          )}
        </div>
      </div>

      {/* On a short screen the timer, the level meter and the call button share one row. */}
      <div className="short:mt-3 short:flex short:items-center short:justify-center short:gap-4">
        {/* Outside the live region: a timer announced every second would drown everything else.
            Shown while a call is live, as the spec has it, its place kept before, so nothing moves
            as a call starts; hidden, a screen reader does not read "Call time 00:00" before there
            is a call. */}
        {callRows && (
          <>
            <p className={`mt-4 font-mono text-3xl text-slate-900 tabular-nums short:mt-0 short:text-2xl ${untilLive}`}>
              <span className="sr-only">Call time </span>
              <time dateTime={`PT${Math.floor(seconds / 60)}M${seconds % 60}S`}>{formatCallTime(seconds)}</time>
            </p>
            <div className={`mt-3 flex items-center justify-center gap-3 short:mt-0 ${untilLive}`}>
              <span className="flex h-6 items-end gap-1" aria-hidden="true">
                {METER_SHAPE.map((shape, index) => (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of bars that never reorders.
                    key={index}
                    className="w-1.5 rounded-full bg-green-600 motion-safe:transition-[height] motion-safe:duration-100"
                    style={{ height: `${Math.max(0.15, state.volume * shape) * 100}%` }}
                  />
                ))}
              </span>
              <span className="text-sm text-slate-700">
                {state.assistantSpeaking
                  ? VOICE_DEMO_MESSAGES.assistantSpeaking
                  : VOICE_DEMO_MESSAGES.assistantListening}
              </span>
            </div>
          </>
        )}

        <div className="mt-5 flex justify-center short:mt-0">
          {/* One button that changes role, so keyboard focus stays put as the call starts and ends.
              Its labels are elements of their own, as is all text that changes: see RotatingHeadline. */}
          {live ? (
            <button
              ref={callButton}
              type="button"
              onClick={onEnd}
              className="inline-flex min-h-12 items-center gap-2 rounded-full bg-red-600 px-6 py-3 font-semibold text-white hover:bg-red-700"
            >
              <SvgIcon icon={PhoneOff} className="size-5" />
              <span>End call</span>
            </button>
          ) : (
            <button
              ref={callButton}
              id={startId}
              type="button"
              data-before-hydration={hydrated ? undefined : ''}
              // Still focusable while connecting; presses are ignored (spec: a second start does nothing).
              aria-disabled={connecting}
              // The control the window's focus goes to as it opens: without it the browser picks the
              // first focusable thing, which, where the call's part scrolls, is that part itself.
              // biome-ignore lint/a11y/noAutofocus: inside a modal <dialog>, autofocus names where focus lands as it opens (the HTML dialog focusing steps); it moves nothing on page load.
              autoFocus
              onClick={onStart}
              className="inline-flex min-h-12 items-center gap-2 rounded-full bg-green-700 px-6 py-3 font-semibold text-white hover:bg-green-800 aria-disabled:cursor-wait"
            >
              {connecting ? (
                <SvgIcon icon={LoaderCircle} className="size-5 motion-safe:animate-spin" />
              ) : (
                <SvgIcon icon={Phone} className="size-5" />
              )}
              <span>Start voice call</span>
            </button>
          )}
        </div>
      </div>

      {state.transcript.length > 0 && <Transcript lines={state.transcript} />}
    </>
  )
}

/**
 * What both sides said, so the demo also works without sound. Not a live region: the
 * assistant already speaks every line, and a screen reader repeating it would talk over it.
 */
function Transcript({ lines }: { lines: TranscriptLine[] }) {
  const listRef = useRef<HTMLOListElement>(null)
  const last = lines.at(-1)
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the newest words as they arrive.
  useEffect(() => {
    const list = listRef.current
    if (list) list.scrollTop = list.scrollHeight
  }, [last?.id, last?.text])
  return (
    <section aria-labelledby="voice-demo-transcript" className="mt-6 text-start">
      <h3 id="voice-demo-transcript" className="text-sm font-semibold text-slate-700">
        Transcript
      </h3>
      <ol
        ref={listRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls, so keyboard users must be able to reach it (WCAG 2.1.1).
        tabIndex={0}
        aria-labelledby="voice-demo-transcript"
        className="mt-2 max-h-48 space-y-2 overflow-y-auto rounded-lg bg-slate-50 p-3 text-sm"
      >
        {lines.map((line) => (
          <li key={line.id} className={line.final ? 'text-slate-900' : 'text-slate-600 italic'}>
            <span className="font-semibold">{line.speaker === 'assistant' ? 'Assistant' : 'You'}:</span>{' '}
            <span>{line.text}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}

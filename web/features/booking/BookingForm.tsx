'use client'

import { INTEREST_OPTIONS, type Interest } from '@site/schemas/options'
import { CircleCheck } from 'lucide'
import {
  type ChangeEvent,
  type FormEvent,
  useActionState,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react'
import { TIMINGS } from '@/config/timings'
import { SvgIcon } from '@/ui/SvgIcon'
import { HIDDEN_FIELDS } from './bookingFields'
import { bookingFormReducer, type FormState, initialFormState } from './bookingFormState'
import type { BookingField, FieldErrors } from './bookingSchema'
import type { BookingResult, FormValues } from './handleBooking'
import { interestFromSearch, onInterestRequested, withoutInterest } from './interest'
import { BOOKING_MESSAGES } from './messages'
import { submitBooking } from './submitBooking'

const INITIAL: BookingResult = { status: 'idle' }
const RESULT_ID = 'booking-result'
const EMPTY: Required<FormValues> = { name: '', email: '', phone: '', businessNiche: '', interest: '' }

/**
 * How long one request may go unanswered before the visitor is told it failed. A connection that
 * drops without an error (a train into a tunnel) would otherwise leave "Submitting..." and the
 * disabled fields for good. Sending again reuses the attempt's id, so if the first request did
 * arrive after all, the lead is still stored once.
 */
const BOOKING_REQUEST_TIMEOUT_MS = 20_000

/**
 * One attempt at booking: its submission id, when the visitor began it on the browser's steady
 * clock (`performance.now()`, which the device's time of day cannot move), and what it last sent.
 * Sending the same fields again repeats the attempt under the same id, so a request whose answer
 * was lost is not stored twice; sending changed fields (a typo corrected after a failure) is a
 * new request, so the correction is not dropped as a repeat of the lead already stored.
 */
type Attempt = { id: string; startedAt: number; sent: Required<FormValues> | null }
const NO_ATTEMPT: Attempt = { id: '', startedAt: 0, sent: null }

/**
 * What the visitor has typed and the attempt it belongs to, kept in memory while they move
 * between the site's pages: a link to About and Back again renders the form afresh, which emptied
 * it, and a new id would have made a retry after a lost answer a second lead. Only in memory:
 * nothing is stored, a reload or a new visit starts empty, and a booking sent empties it.
 */
const draft: { values: Required<FormValues>; attempt: Attempt } = { values: EMPTY, attempt: NO_ATTEMPT }

/** What one send came to: the server's answer, or null when none came (offline, no answer in time). */
type Outcome = BookingResult | null

/**
 * The send on its way, and an answer no form was shown for, kept beside the draft. A visitor who
 * follows a link while "Submitting..." (About, and Back) gets a new form: it shows "Submitting..."
 * again and then the answer, rather than an idle form that never says whether the booking arrived
 * (and whose edited details, sent again, would be a second lead while the first was stored).
 */
const delivery: { sending: Promise<Outcome> | null; unseen: Outcome | undefined } = {
  sending: null,
  unseen: undefined,
}

/** Sends through `send`, keeping the send in `delivery` (and its answer there until a form shows it). */
function deliver(send: () => Promise<BookingResult>): Promise<Outcome> {
  const sending = send().then(
    (result): Outcome => result,
    () => null,
  )
  delivery.sending = sending
  delivery.unseen = undefined
  void sending.then((outcome) => {
    delivery.sending = null
    delivery.unseen = outcome
    if (outcome?.status === 'success') {
      draft.values = EMPTY
      draft.attempt = NO_ATTEMPT
    }
  })
  return sending
}

/** Whether a form rendered now takes over a send still on its way, or an answer not yet shown. */
const carryingOver = () => delivery.sending !== null || delivery.unseen !== undefined

/** The state a form rendered now starts in: a send still on its way, or an answer not yet shown. */
function carriedOver(posted: BookingResult): FormState {
  if (delivery.sending) return { phase: 'submitting' }
  const unseen = delivery.unseen
  if (unseen === undefined) return initialFormState(posted)
  return unseen === null ? bookingFormReducer({ phase: 'submitting' }, { type: 'failed' }) : initialFormState(unseen)
}

/** What the visible fields hold right now, which is what the visitor sees. */
function fieldValues(form: HTMLFormElement): Required<FormValues> {
  const data = new FormData(form)
  const read = (name: keyof FormValues) => {
    const value = data.get(name)
    return typeof value === 'string' ? value : ''
  }
  return {
    name: read('name'),
    email: read('email'),
    phone: read('phone'),
    businessNiche: read('businessNiche'),
    interest: read('interest'),
  }
}

const without = <T,>(set: ReadonlySet<T>, item: T) => new Set([...set].filter((other) => other !== item))

const sameValues = (a: Required<FormValues>, b: Required<FormValues>) =>
  (Object.keys(a) as (keyof FormValues)[]).every((key) => a[key] === b[key])

/** Settles as `promise` does, or fails after `ms` if it has not settled by then. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
    promise.then(resolve, reject).finally(() => window.clearTimeout(timer))
  })
}

// In forced colours the red border takes the same system colour as every other: a thicker one
// still marks the fields the message calls highlighted.
// Borders and placeholder dark enough to see (WCAG 1.4.11 asks 3:1 of a field's edge, 1.4.3 4.5:1
// of text): slate-500 on white is 4.8:1, where slate-300 was 1.5:1 and the default placeholder 3.4:1.
const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-blue-600 focus:outline-hidden focus:ring-2 focus:ring-blue-600 disabled:bg-slate-100 aria-invalid:border-red-600 forced-colors:aria-invalid:border-[3px]'

/** The form's own copy, edited in the Studio (Landing page → Booking); its labels are the spec's. */
type Props = { heading: string; note: string; submitLabel: string }

/**
 * The consultation form. With JavaScript it submits in place, keeps what was typed when
 * anything fails, and cannot send twice while a request is in flight. Without JavaScript it is
 * an ordinary form post to the same server action, and the page comes back with the result.
 */
export function BookingForm({ heading, note, submitLabel }: Props) {
  // The server-rendered result of a form post made without JavaScript. The page comes back at
  // the result itself, not the section: Chromium tells screen readers the page moved to that
  // anchor, so they read the thank-you or the error first, as the alert would have been read.
  const [postedResult, formAction] = useActionState(submitBooking, INITIAL, `/#${RESULT_ID}`)
  const [state, dispatch] = useReducer(bookingFormReducer, postedResult, carriedOver)
  // Whether this form started with a send or an answer carried over from the form before it: a
  // visitor coming Back is not pulled to the form's button or thank-you, which focusing would do.
  const carried = useRef(carryingOver())
  const mounted = useRef(false)
  const [values, setValues] = useState<Required<FormValues>>(() => ({
    ...draft.values,
    ...(postedResult.status === 'error' ? postedResult.values : {}),
  }))
  const [attempt, setAttempt] = useState<Attempt>(() => draft.attempt)
  // Fields the browser's own required and email checks stopped a send on (spec: only native
  // checks, no custom messages). The browser shows its bubble on the first of them only, briefly;
  // these are marked invalid, with the red border, until what is typed passes.
  const [refused, setRefused] = useState<ReadonlySet<BookingField>>(() => new Set())
  const successHeading = useRef<HTMLHeadingElement>(null)
  const formTitle = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const submitButton = useRef<HTMLButtonElement>(null)
  // Whether focus was still on the thank-you when the empty form replaced it.
  const focusReturningForm = useRef(false)

  // A fresh submission id per attempt; repeating this attempt's request reuses it.
  useEffect(() => {
    if (state.phase === 'idle' && attempt.id === '') {
      setAttempt({ id: crypto.randomUUID(), startedAt: performance.now(), sent: null })
    }
  }, [state.phase, attempt.id])

  useEffect(() => {
    // On a slow connection the visitor may have typed before the script arrived: the fields hold
    // it, the state does not, and the first render after hydration would write the state back
    // over it. So the fields' contents become the state (they match it when nothing was typed).
    // (Not in a form rendered while a send is on its way: its fields are disabled, and a disabled
    // field reads as empty.)
    const typed = formRef.current && !delivery.sending ? fieldValues(formRef.current) : {}
    // A plan or service link followed before hydration (or into a new tab) names its interest in
    // the address; a choice the visitor has made since wins. Taken, it leaves the address, so a
    // reload after booking does not choose it again.
    const linked = interestFromSearch(window.location.search)
    setValues((v) => {
      const current = { ...v, ...typed }
      return linked && !current.interest ? { ...current, interest: linked } : current
    })
    if (linked) window.history.replaceState(window.history.state, '', withoutInterest(window.location))
    return onInterestRequested((interest: Interest) => {
      setValues((v) => ({ ...v, interest }))
      // Chosen by a plan's or a service's button, not in the list: a refusal of the empty list is over.
      setRefused((fields) => without(fields, 'interest'))
    })
  }, [])

  useEffect(() => {
    draft.values = values
    draft.attempt = attempt
  }, [values, attempt])

  // What a send came to, shown by the form on the page (the one that sent it, or, after a visit to
  // another page and Back, the one rendered since).
  const settle = useCallback((outcome: Outcome) => {
    delivery.unseen = undefined
    if (outcome === null) return dispatch({ type: 'failed' })
    dispatch({ type: 'resolved', result: outcome })
    if (outcome.status === 'success') {
      setValues(EMPTY)
      setAttempt(NO_ATTEMPT)
    }
  }, [])

  useEffect(() => {
    mounted.current = true
    // An answer carried over is shown now (carriedOver); a send still on its way is awaited here.
    const sending = delivery.sending
    if (sending) void sending.then((outcome) => mounted.current && settle(outcome))
    else delivery.unseen = undefined
    return () => {
      mounted.current = false
    }
  }, [settle])

  useEffect(() => {
    // React copies a controlled field's value into its `value` attribute on every render, and
    // Chromium does not save a field whose value is its attribute's with the page's history entry.
    // So a landing page rendered afresh on coming Back (out of the back/forward cache, or a tab a
    // phone discarded and reloads) came back with only the interest chosen. Without the attribute
    // the browser keeps what was typed, as it does without JavaScript, and the form takes it up as
    // it takes up what was typed before the script arrived (above).
    for (const input of formRef.current?.querySelectorAll('input:not([type=hidden])') ?? [])
      input.removeAttribute('value')
  })

  useEffect(() => {
    // Leaving while the booking is on its way (a reload, a closed tab) would leave the visitor not
    // knowing whether it arrived, and sending it again from a fresh form books twice: the browser
    // asks first. Only for those few seconds; a half-filled form may be left freely.
    if (state.phase !== 'submitting') return
    const askFirst = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', askFirst)
    return () => window.removeEventListener('beforeunload', askFirst)
  }, [state.phase])

  useEffect(() => {
    if (state.phase !== 'success') return
    // Not for a booking the visitor sent before leaving the page: coming Back, they are not pulled
    // to the thank-you (its region is a status, which screen readers announce).
    if (!carried.current) successHeading.current?.focus()
    const timer = window.setTimeout(() => {
      focusReturningForm.current = document.activeElement === successHeading.current
      dispatch({ type: 'successShown' })
    }, TIMINGS.bookingSuccessMs)
    return () => window.clearTimeout(timer)
  }, [state.phase])

  useEffect(() => {
    // The focused thank-you is removed with it, which would drop a screen reader's place to the
    // top of the page: it moves on to the form's title instead, which is also read out.
    if (state.phase !== 'idle' || !focusReturningForm.current) return
    focusReturningForm.current = false
    formTitle.current?.focus({ preventScroll: true })
  }, [state.phase])

  useEffect(() => {
    if (state.phase !== 'error' || carried.current) return
    // Sending disabled the fields and the button, which drops keyboard focus to the page. Put it
    // back where the visitor can act: the first field at fault, or the button to send again.
    const form = formRef.current
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[type="submit"]')
    target?.focus()
    // The button usually has focus already (it keeps it while sending), so focusing it scrolls
    // nothing; meanwhile the message inserted above it has pushed it down, on a desktop below the
    // window's edge or under the cookie banner (whose height the root's scroll padding holds).
    target?.scrollIntoView({ block: 'nearest' })
  }, [state])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state.phase === 'submitting') return
    // Read the fields before they are disabled: disabled fields are left out of FormData.
    const data = new FormData(event.currentTarget)
    const sent = fieldValues(event.currentTarget)
    const id = attempt.sent && !sameValues(attempt.sent, sent) ? crypto.randomUUID() : attempt.id
    setAttempt({ ...attempt, id, sent })
    data.set(HIDDEN_FIELDS.submissionId, id)
    const send = () => {
      data.set(HIDDEN_FIELDS.fillMs, String(Math.round(performance.now() - attempt.startedAt)))
      return within(submitBooking(INITIAL, data), BOOKING_REQUEST_TIMEOUT_MS)
    }
    // The fields are about to be disabled: a visitor who pressed Enter in one would lose focus.
    submitButton.current?.focus({ preventScroll: true })
    dispatch({ type: 'submit' })
    carried.current = false
    const outcome = await deliver(async () => {
      const result = await send()
      // Sent sooner than the minimum fill time (autofill, a fast typist): the server says how much
      // longer to wait. The form waits that long, still "Submitting...", and sends the same attempt
      // once more, so a quick person is never turned away; only a second refusal is shown.
      const wait = result.status === 'error' ? result.retryAfterMs : undefined
      if (wait === undefined) return result
      await new Promise((resume) => window.setTimeout(resume, wait))
      return send()
    })
    if (mounted.current) settle(outcome)
  }

  if (state.phase === 'success') {
    return (
      // Without script the page comes back at this answer (#booking-result): the margin keeps the
      // top of its card clear of the fixed header, as well as the answer itself.
      <div id={RESULT_ID} role="status" className="scroll-mt-10 py-10 text-center">
        <SvgIcon icon={CircleCheck} className="mx-auto size-14 text-emerald-600" />
        {/* Described by the message: a status inserted with its text already in it is not always
            announced, but the heading takes focus, and a screen reader reads its description then. */}
        <h3
          ref={successHeading}
          tabIndex={-1}
          aria-describedby="booking-success-body"
          className="mt-4 text-2xl font-bold outline-none"
        >
          {BOOKING_MESSAGES.successHeading}
        </h3>
        <p id="booking-success-body" className="mt-2 text-slate-600">
          {BOOKING_MESSAGES.successBody}
        </p>
        {/* With script the empty form comes back after 5 s. Without it, the page the browser came
            back to after posting is the thank-you, and every link to #booking only scrolls within
            it: this one's empty query makes it a new address, so the browser loads the page afresh
            with an empty form. */}
        <p className="no-script-only mt-6">
          <a href="/?#booking" className="font-semibold text-blue-700 underline hover:text-blue-900">
            {BOOKING_MESSAGES.another}
          </a>
        </p>
      </div>
    )
  }

  const submitting = state.phase === 'submitting'
  const fieldErrors = state.phase === 'error' ? state.fieldErrors : {}
  const field = (name: BookingField) => ({
    id: `booking-${name}`,
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const { value, validity } = event.currentTarget
      setValues((v) => ({ ...v, [name]: value }))
      if (validity.valid && refused.has(name)) setRefused((fields) => without(fields, name))
    },
    onInvalid: () => setRefused((fields) => new Set(fields).add(name)),
    // Explicit false until a send is refused: Chromium otherwise reports the empty required
    // <select> as invalid to screen readers before the visitor has touched it.
    'aria-invalid': Boolean(fieldErrors[name]) || refused.has(name),
    'aria-describedby': fieldErrors[name] ? `booking-${name}-error` : undefined,
    className: inputClass,
  })
  const error = (name: BookingField) =>
    fieldErrors[name] ? (
      <p id={`booking-${name}-error`} className="mt-1 text-sm text-red-700">
        {fieldErrors[name]}
      </p>
    ) : null

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} aria-labelledby="booking-form-title" noValidate={false}>
      <h3 ref={formTitle} id="booking-form-title" tabIndex={-1} className="text-xl font-bold outline-none">
        {heading}
      </h3>
      <fieldset disabled={submitting} className="mt-6 grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">Your details</legend>
        <div>
          <label htmlFor="booking-name" className="text-sm font-medium">
            Full Name <span aria-hidden="true">*</span>
          </label>
          <input {...field('name')} type="text" required autoComplete="name" />
          {error('name')}
        </div>
        <div>
          <label htmlFor="booking-email" className="text-sm font-medium">
            Email Address <span aria-hidden="true">*</span>
          </label>
          <input {...field('email')} type="email" required autoComplete="email" />
          {error('email')}
        </div>
        <div>
          <label htmlFor="booking-phone" className="text-sm font-medium">
            Phone Number <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <input {...field('phone')} type="tel" autoComplete="tel" />
          {error('phone')}
        </div>
        <div>
          <label htmlFor="booking-businessNiche" className="text-sm font-medium">
            Business Niche <span aria-hidden="true">*</span>
          </label>
          <input {...field('businessNiche')} type="text" required placeholder="e.g. Dental clinic" />
          {error('businessNiche')}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="booking-interest" className="text-sm font-medium">
            I'm Interested In <span aria-hidden="true">*</span>
          </label>
          <select {...field('interest')} required>
            <option value="">Select a service</option>
            {INTEREST_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {error('interest')}
        </div>
        {/* Invisible to people and screen readers; only bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="booking-honeypot">Company website</label>
          <input id="booking-honeypot" type="text" name={HIDDEN_FIELDS.honeypot} tabIndex={-1} autoComplete="off" />
        </div>
        <input type="hidden" name={HIDDEN_FIELDS.submissionId} value={attempt.id} />
        <p className="text-xs text-slate-500 sm:col-span-2">Fields marked * are required. {note}</p>
      </fieldset>
      <div className="mt-5 grid grid-cols-1 gap-5">
        {/* Right above the button, where the visitor is looking when a send fails: on a phone the
            top of the form is well off the screen by then. */}
        <div id={RESULT_ID} role="alert" className="empty:hidden">
          {state.phase === 'error' && (
            <div className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              <p>{state.message}</p>
              {/* Each problem links to its field: without script the page lands here, below the
                  fields, which on a phone are well off the screen; a link to a field scrolls to it
                  and puts the cursor in it. */}
              <FieldProblems errors={fieldErrors} />
            </div>
          )}
        </div>
        {/* Outside the disabled fieldset, and `aria-disabled` rather than `disabled` while sending:
            a disabled button drops keyboard focus to the page, where a screen reader is left with
            nothing to say. Focus stays on it (onSubmit), so its new label is read, and its
            "Submitting..." is a live region, for screen readers that do not read a label changing
            under focus (a separate status would repeat "Submitting..." as a second text on the page).
            Only that text: with the whole button live, its label coming back with the answer was
            read again, over the answer's own message. */}
        <button
          ref={submitButton}
          type="submit"
          aria-disabled={submitting || undefined}
          // Enter in a field presses this button too. Pressed again while sending, it does nothing.
          onClick={(event) => {
            if (submitting) event.preventDefault()
            else dispatch({ type: 'attempt' })
          }}
          className="rounded-lg bg-blue-600 px-6 py-3 font-semibold text-white shadow not-aria-disabled:hover:bg-blue-700 aria-disabled:cursor-wait aria-disabled:bg-blue-400"
        >
          <span aria-live="polite">{submitting ? BOOKING_MESSAGES.submitting : ''}</span>
          <span hidden={submitting}>{submitLabel}</span>
        </button>
      </div>
    </form>
  )
}

function FieldProblems({ errors }: { errors: FieldErrors }) {
  const problems = Object.entries(errors) as [BookingField, string][]
  if (problems.length === 0) return null
  return (
    <ul className="mt-2 list-disc space-y-1 ps-5 font-normal">
      {problems.map(([name, message]) => (
        <li key={name}>
          <a href={`#booking-${name}`} className="underline">
            {message}
          </a>
        </li>
      ))}
    </ul>
  )
}

'use client'

import { CalendarDays, ChevronDown } from 'lucide'
import { type ComponentType, useEffect, useRef, useState } from 'react'
import { SvgIcon } from '@/ui/SvgIcon'
import { useHydrated } from '@/ui/useHydrated'
import { usePressedBeforeHydration } from '@/ui/usePressedBeforeHydration'

/** Spec section 2: the scheduling widget uses the 'test2' namespace and the month view. */
const CAL_NAMESPACE = 'test2'
const CAL_CONFIG = { layout: 'month_view' }

type CalComponent = ComponentType<{
  namespace?: string
  calLink: string
  config?: Record<string, string>
  embedJsUrl?: string
  className?: string
}>

type GetCalApi = typeof import('@calcom/embed-react')['getCalApi']

/**
 * How long the calendar may take to show before the visitor is offered the ways round it. Cal.com's
 * page inside the frame can hang, and its script can go unanswered, without any error event.
 */
const CALENDAR_READY_TIMEOUT_MS = 20_000

/** Where @calcom/embed-react fetches Cal.com's embed script (its default embedJsUrl). */
const EMBED_SCRIPT = 'script[src$="/embed/embed.js"]'

/** The booking page on Cal.com itself: the way to a time without the embed (no script, or the embed blocked). */
function calPageUrl(calLink: string): string {
  return `https://cal.com/${calLink}`
}

/** The calendar's box, which the button shows and hides. */
const FRAME_ID = 'calendar-frame'

/** The button with script, and the link that stands in for it without. */
const BUTTON_CLASS =
  'flex w-full items-center justify-center gap-2 rounded-lg border-2 border-blue-600 px-5 py-3 font-semibold text-blue-700 hover:bg-blue-50'

/**
 * "Select Date & Time" opens Cal.com's scheduler inline. The embed library, and the embed
 * script it fetches from Cal.com, load only on that click, never with the page. If either
 * cannot load (offline, a blocker, Cal.com down), the visitor is told so and offered the form,
 * Cal.com's own page and another try, rather than an empty frame; if Cal.com's page simply does
 * not show (a slow connection, a hang), a note after a while offers the form and Cal.com's page
 * while the frame goes on loading. The button reads the spec's opened label from the press on,
 * while the calendar loads and is shown, and its first label again if the calendar could not
 * load: the spec changes the label when the widget opens, and this one did not.
 *
 * Once the calendar is shown, the button hides it again and shows it once more, as a disclosure
 * button does (it says it is expanded, and a screen reader's user expects the press to collapse
 * it): the box is only hidden, so a time half chosen in Cal.com's page is still there.
 */
export function Scheduler({ calLink, label, openedLabel }: { calLink: string; label: string; openedLabel: string }) {
  const [embed, setEmbed] = useState<{ Cal: CalComponent; getCalApi: GetCalApi } | null>(null)
  // The visitor asked for the calendar and has not hidden it since.
  const [expanded, setExpanded] = useState(false)
  const [failed, setFailed] = useState(false)
  // Open for CALENDAR_READY_TIMEOUT_MS without Cal.com saying its page is ready.
  const [slow, setSlow] = useState(false)
  // Cal.com has said its page is showing in the frame.
  const [ready, setReady] = useState(false)
  const Cal = embed?.Cal ?? null
  const button = useRef<HTMLButtonElement>(null)
  // The embed library on its way: a second press meanwhile (or a press both noted before hydration
  // and replayed by React) waits for the same load.
  const loading = useRef(false)

  const show = async () => {
    setExpanded(true)
    if (embed || loading.current) return
    loading.current = true
    setFailed(false)
    try {
      const module = await import('@calcom/embed-react')
      setEmbed({ Cal: module.default as unknown as CalComponent, getCalApi: module.getCalApi })
    } catch {
      setFailed(true)
    } finally {
      loading.current = false
    }
  }

  // The button pressed before the page's script had started (PressesBeforeHydration) opens the
  // calendar once it can: the hero's "Get Free AI Consultation" leads straight here, so on a slow
  // phone the press can come before the script.
  const hydrated = useHydrated()
  const notes = usePressedBeforeHydration<HTMLDivElement>(() => void show())
  // Hides only a calendar that is there: a press while its code is still on its way (or one both
  // noted before hydration and replayed by React) waits for the same load, as above.
  const toggle = () => (Cal && expanded ? setExpanded(false) : void show())

  // Until Cal.com says its page is ready in the frame, the visitor may be looking at an empty box
  // (slow network) or one that never fills (Cal.com down): after a while they are told so and
  // offered the form and Cal.com's own page. A page Cal.com reports as failed counts as a failure.
  useEffect(() => {
    if (!embed) return
    let active = true
    setSlow(false)
    setReady(false)
    const timer = window.setTimeout(() => setSlow(true), CALENDAR_READY_TIMEOUT_MS)
    const onReady = () => {
      window.clearTimeout(timer)
      if (!active) return
      setSlow(false)
      setReady(true)
    }
    const onLinkFailed = () => {
      window.clearTimeout(timer)
      if (!active) return
      setEmbed(null)
      setFailed(true)
    }
    void embed.getCalApi({ namespace: CAL_NAMESPACE }).then((cal) => {
      cal('on', { action: 'linkReady', callback: onReady })
      cal('on', { action: 'linkFailed', callback: onLinkFailed })
    })
    return () => {
      active = false
      window.clearTimeout(timer)
    }
  }, [embed])

  // The embed appends its script when it first calls Cal.com's API, a render after mounting:
  // watch <head> for it, then for its failure.
  useEffect(() => {
    if (!Cal) return
    let script: Element | null = null
    const onError = () => {
      // Forget the failed attempt, so pressing the button again fetches the script afresh.
      script?.remove()
      delete (window as { Cal?: unknown }).Cal
      setEmbed(null)
      setFailed(true)
    }
    const watch = () => {
      script = document.querySelector(EMBED_SCRIPT)
      script?.addEventListener('error', onError)
      return script !== null
    }
    if (watch()) return () => script?.removeEventListener('error', onError)
    const observer = new MutationObserver(() => {
      if (watch()) observer.disconnect()
    })
    observer.observe(document.head, { childList: true })
    return () => {
      observer.disconnect()
      script?.removeEventListener('error', onError)
    }
  }, [Cal])

  return (
    <div ref={notes} data-press-notes>
      <button
        ref={button}
        id="calendar-button"
        type="button"
        data-before-hydration={hydrated ? undefined : ''}
        onClick={toggle}
        aria-expanded={Cal !== null && expanded}
        aria-controls={Cal ? FRAME_ID : undefined}
        className={`js-only ${BUTTON_CLASS}`}
      >
        <SvgIcon icon={CalendarDays} className="size-5 shrink-0" />
        {/* Alone in its element, so a translated page still shows the change: see RotatingHeadline. */}
        <span>{expanded && !failed ? openedLabel : label}</span>
        {Cal && (
          <SvgIcon
            icon={ChevronDown}
            className={`size-5 shrink-0 motion-safe:transition-transform ${expanded ? 'rotate-180' : ''}`}
          />
        )}
      </button>
      {/* Without script (or when the page's scripts failed to load) the button could not open the
          embed, so it gives way to a link to the same calendar on Cal.com's own page, and a
          sentence saying why. */}
      <div className="no-script-only">
        <a href={calPageUrl(calLink)} target="_blank" rel="noopener noreferrer" className={BUTTON_CLASS}>
          <SvgIcon icon={CalendarDays} className="size-5 shrink-0" />
          {label}
          <span className="sr-only"> on Cal.com (opens in a new tab)</span>
        </a>
        <p className="mt-3 text-sm text-slate-700">
          The calendar needs JavaScript here, so it opens on Cal.com instead. Or use the form.
        </p>
      </div>
      {failed && (
        <div role="alert" className="mt-3 text-sm text-red-700">
          <p>
            The calendar could not be loaded. Please use the form, and we will find a time with you, or{' '}
            <CalPageLink calLink={calLink} />.
          </p>
          {/* The message and this button go as the calendar is tried again: focus moves to the
              calendar's own button first, rather than falling to the top of the page. */}
          <button
            type="button"
            onClick={() => {
              button.current?.focus()
              void show()
            }}
            className="mt-2 font-semibold underline"
          >
            Try the calendar again
          </button>
        </div>
      )}
      {slow && Cal && expanded && (
        <p role="status" className="mt-3 text-sm text-slate-700">
          The calendar is taking longer than usual to load. You can wait, use the form, or{' '}
          <CalPageLink calLink={calLink} />.
        </p>
      )}
      {Cal && (
        <div
          id={FRAME_ID}
          hidden={!expanded}
          className="relative mt-4 h-[min(36rem,calc(100dvh-6rem))] overflow-auto rounded-xl border border-slate-200"
        >
          {/* Until Cal.com's page shows, the box says what it is waiting for rather than standing
              empty: Cal.com's script, which draws the frame, can take seconds on a phone. It says so at
              the box's top: the middle of a box up to 36rem tall is below the fold of a short screen,
              which showed an empty white box. */}
          {!ready && (
            <p
              role="status"
              className="absolute inset-0 z-10 flex items-start justify-center bg-white pt-16 text-slate-600"
            >
              Loading the calendar…
            </p>
          )}
          <Cal namespace={CAL_NAMESPACE} calLink={calLink} config={CAL_CONFIG} className="h-full w-full" />
        </div>
      )}
    </div>
  )
}

function CalPageLink({ calLink }: { calLink: string }) {
  return (
    <a href={calPageUrl(calLink)} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
      open the calendar on Cal.com<span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

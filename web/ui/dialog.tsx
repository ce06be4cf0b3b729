'use client'

import { type ComponentPropsWithoutRef, type ReactNode, useEffect, useRef } from 'react'
import { nothingFocused } from './focus'

/**
 * Dialogs are the browser's own <dialog> opened with showModal(): it traps focus, makes the
 * rest of the page inert, closes on Escape, and gives focus back to the button that opened it.
 * `closedby="any"` adds backdrop-click closing natively; the click handler below does the same
 * in browsers without it. Scroll locking is one CSS rule (body:has(dialog[open])).
 */

/** The DialogTrigger that opens this dialog, found by the Invoker Commands attributes it carries. */
const triggerOf = (id: string) =>
  document.querySelector<HTMLElement>(`button[command="show-modal"][commandfor="${id}"]`)

/**
 * Runs `run` each time `dialog` closes (only the first time, with `once`); returns what stops it.
 * The browser fires `close` a task after the closing. On a busy phone a Back then Forward can close a
 * window and open it again before that task runs: the event then speaks of a closing that has been
 * undone, and is passed over. Acting on it dropped the reopened service window's address.
 */
function whenClosed(dialog: HTMLDialogElement, run: () => void, { once = false } = {}): () => void {
  const onClose = () => {
    if (dialog.open) return
    if (once) stop()
    run()
  }
  const stop = () => dialog.removeEventListener('close', onClose)
  dialog.addEventListener('close', onClose)
  return stop
}

/**
 * `revealTriggerOnClose`: the page opened the dialog where the visitor arrived (a shared link),
 * usually at its top, with the trigger far below.
 */
export function openDialog(id: string, { revealTriggerOnClose = false } = {}): HTMLDialogElement | undefined {
  const dialog = document.getElementById(id)
  if (!(dialog instanceof HTMLDialogElement)) return undefined
  if (!dialog.open) {
    // A dialog gives focus back to whatever had it when it opened. Opened by the page itself (a
    // shared link on arrival), nothing had, and closing would drop focus, and a screen reader's
    // place, to the top of the document: its own trigger stands in for the press that would have
    // opened it.
    if (nothingFocused()) {
      const trigger = triggerOf(id)
      trigger?.focus({ preventScroll: true })
      // On closing, the page goes to the trigger, so that the focus it is given is seen (and what
      // was just read is in view). At once: a glide through the whole page would be a show of its
      // own. Not after a step through history, where the browser restores the page's position.
      if (revealTriggerOnClose) {
        whenClosed(dialog, () => trigger?.scrollIntoView({ block: 'center', behavior: 'instant' }), { once: true })
      }
    }
    dialog.showModal()
  }
  return dialog
}

/** The dialog `id` if it is open now (opened by the page, or by its trigger before hydration). */
export function openDialogElement(id: string): HTMLDialogElement | undefined {
  const dialog = document.getElementById(id)
  return dialog instanceof HTMLDialogElement && dialog.open ? dialog : undefined
}

export function closeDialog(id: string) {
  openDialogElement(id)?.close()
}

/**
 * Opens dialog `id` in place of the open dialog `current` (the phone menu's "Try AI Demo"): first
 * over it, then closes it. Not the other way round: closing a modal first gives focus back to its
 * opener, so the browser restyles the whole page for it no longer being inert, then again for the
 * new modal (30 to 34 ms on the landing page, unthrottled, against 5 to 6 this way: half a tap's
 * time on a mid-range phone). The new dialog's own opener went with `current`, so on closing it
 * gives focus to the button that opened `current`, where closing `current` would have; unless
 * whatever closed it has put focus somewhere itself (the demo's "Book a Consultation" focuses the
 * booking section), as the close event comes after that.
 */
function openInPlaceOf(id: string, current: string) {
  const dialog = openDialog(id)
  if (!dialog) return
  closeDialog(current)
  const opener = triggerOf(current)
  whenClosed(
    dialog,
    () => {
      if (nothingFocused() || dialog.contains(document.activeElement)) opener?.focus()
    },
    { once: true },
  )
}

function supportsInvokerCommands(): boolean {
  return 'commandForElement' in HTMLButtonElement.prototype
}

type TriggerProps = Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'onClick'> & {
  dialogId: string
  /** Runs just before the dialog opens (e.g. to put what it shows in the address). */
  onOpen?: () => void
  /** The open dialog this button sits in, which the new one replaces (`openInPlaceOf`). */
  inPlaceOf?: string
}

/**
 * A button that opens a dialog. It also carries the Invoker Commands attributes, so in current
 * browsers the dialog opens even before the page's scripts have loaded, or without them.
 */
export function DialogTrigger({ dialogId, onOpen, inPlaceOf, children, ...rest }: TriggerProps) {
  const invoker = { command: 'show-modal', commandfor: dialogId }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...invoker}
      {...rest}
      onClick={(event) => {
        onOpen?.()
        if (inPlaceOf) {
          // Opened here, in its own order; the browser's command would open it a second time.
          event.preventDefault()
          openInPlaceOf(dialogId, inPlaceOf)
        }
        // Where the browser runs the command itself (after this handler), opening it here too
        // would open it twice.
        else if (!supportsInvokerCommands()) openDialog(dialogId)
      }}
    >
      {children}
    </button>
  )
}

/** A button that closes a dialog; like DialogTrigger, it works before or without the page's scripts where Invoker Commands do. */
export function DialogClose({ dialogId, children, ...rest }: Omit<TriggerProps, 'onOpen' | 'inPlaceOf'>) {
  const invoker = { command: 'close', commandfor: dialogId }
  return (
    <button
      type="button"
      {...invoker}
      {...rest}
      onClick={() => {
        if (!supportsInvokerCommands()) closeDialog(dialogId)
      }}
    >
      {children}
    </button>
  )
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])'

/**
 * A modal <dialog> makes the page behind it inert, but Tab from its last control still leaves
 * for the browser's toolbar. Wrapping from last to first (and back with Shift) keeps keyboard
 * users inside until they close it, as the WAI-ARIA dialog pattern asks.
 */
function keepFocusInside(dialog: HTMLDialogElement, event: { shiftKey: boolean; preventDefault(): void }) {
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  )
  const first = focusable[0]
  const last = focusable.at(-1)
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

type ModalProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'id'> & {
  id: string
  labelledBy: string
  /** What a screen reader reads after the title when the window opens: its summary or its state. */
  describedBy?: string
  /** Runs each time the window closes; not for a closing undone before the browser reported it. */
  onClose?: () => void
  children: ReactNode
}

export function Modal({ id, labelledBy, describedBy, onClose, children, className, ...rest }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  // Whether the press that ends in a click began on the backdrop. A drag that selects the window's
  // text and is let go over the backdrop also ends in a click on the <dialog>, and must not close it.
  const pressedOnBackdrop = useRef(false)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !onClose) return
    return whenClosed(dialog, onClose)
  }, [onClose])
  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      closedby="any"
      className={className}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        // A click whose target is the <dialog> itself landed on the backdrop, outside the panel.
        if (event.target === event.currentTarget && pressedOnBackdrop.current) event.currentTarget.close()
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab') keepFocusInside(event.currentTarget, event)
      }}
      {...rest}
    >
      {children}
    </dialog>
  )
}

'use client'

import { type ComponentPropsWithoutRef, type ReactNode, useEffect, useRef } from 'react'

/**
 * Dialogs are the browser's own <dialog> opened with showModal(): it traps focus, makes the
 * rest of the page inert, closes on Escape, and gives focus back to the button that opened it.
 * `closedby="any"` adds backdrop-click closing natively; the click handler below does the same
 * in browsers without it. Scroll locking is one CSS rule (body:has(dialog[open])).
 */

export function openDialog(id: string): HTMLDialogElement | undefined {
  const dialog = document.getElementById(id)
  if (!(dialog instanceof HTMLDialogElement)) return undefined
  if (!dialog.open) dialog.showModal()
  return dialog
}

export function closeDialog(id: string) {
  const dialog = document.getElementById(id)
  if (dialog instanceof HTMLDialogElement && dialog.open) dialog.close()
}

type TriggerProps = Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'onClick'> & {
  dialogId: string
  onOpen?: () => void
}

/**
 * A button that opens a dialog. It also carries the Invoker Commands attributes, so in current
 * browsers the dialog opens even before the page's scripts have loaded, or without them.
 */
export function DialogTrigger({ dialogId, onOpen, children, ...rest }: TriggerProps) {
  const invoker = { command: 'show-modal', commandfor: dialogId }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...invoker}
      {...rest}
      onClick={() => {
        openDialog(dialogId)
        onOpen?.()
      }}
    >
      {children}
    </button>
  )
}

type ModalProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'id'> & {
  id: string
  labelledBy: string
  onClose?: () => void
  children: ReactNode
}

export function Modal({ id, labelledBy, onClose, children, className, ...rest }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !onClose) return
    dialog.addEventListener('close', onClose)
    return () => dialog.removeEventListener('close', onClose)
  }, [onClose])
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard way to dismiss is Escape, built into <dialog>.
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      closedby="any"
      className={className}
      onClick={(event) => {
        // A click whose target is the <dialog> itself landed on the backdrop, outside the panel.
        if (event.target === event.currentTarget) event.currentTarget.close()
      }}
      {...rest}
    >
      {children}
    </dialog>
  )
}

'use client'

import { Menu, X } from 'lucide'
import { useEffect } from 'react'
import { ButtonLink } from '@/ui/ButtonLink'
import { closeDialog, DialogClose, DialogTrigger, Modal } from '@/ui/dialog'
import { nothingFocused } from '@/ui/focus'
import { SvgIcon } from '@/ui/SvgIcon'

const MENU_ID = 'mobile-menu'
/** The no-script menu link, which the no-script Close link targets, so the next Tab goes on from it. */
const OPENER_ID = 'mobile-menu-opener'

const MENU_BUTTON_CLASS = 'inline-flex size-11 items-center justify-center rounded-lg hover:bg-white/10'

/**
 * The header's menu button (phones only); the menu itself is rendered at the end of the page.
 *
 * Without JavaScript the address shows the menu instead: the button is then a link to
 * #mobile-menu, which the no-script style sheet (app/layout.tsx) shows as a side panel while it
 * is the :target. Choosing a section changes the target, so the panel closes as the page scrolls
 * there, and the page stays usable. A modal opened by Invoker Commands would stay open over the
 * section, with the page behind it inert.
 */
export function MobileMenuButton() {
  return (
    <>
      <DialogTrigger
        dialogId={MENU_ID}
        aria-label="Open menu"
        className={`js-only text-current lg:hidden ${MENU_BUTTON_CLASS}`}
      >
        <SvgIcon icon={Menu} className="size-6" />
      </DialogTrigger>
      <noscript>
        {/* biome-ignore lint/a11y/useSemanticElements: a link only because without script the address is what shows the panel; what it does is a button's */}
        <a
          id={OPENER_ID}
          href={`#${MENU_ID}`}
          role="button"
          aria-label="Open menu"
          className={`lg:hidden ${MENU_BUTTON_CLASS}`}
        >
          <SvgIcon icon={Menu} className="size-6" />
        </a>
      </noscript>
    </>
  )
}

type Props = {
  brandName: string
  links: { key: string; label: string; href: string }[]
  demoLabel: string
  bookLabel: string
  demoDialogId: string
}

/** Where the header shows its links and the menu button is hidden (Tailwind's `lg`). */
const DESKTOP_HEADER = '(min-width: 64rem)'

/**
 * The phone menu: a modal <dialog> that slides in from the right, traps focus and closes on
 * Escape, on the backdrop and on choosing a link (app/InPageLinksCloseDialogs, which also works
 * before hydration; the link's own navigation then scrolls).
 * Without JavaScript it is a panel shown by the address (see MobileMenuButton).
 *
 * It lives after <main>, not inside the header: a modal dialog opens in the top layer wherever it
 * sits, and Chromium may paint its first frame after only the first 250 tokens of HTML. With the
 * menu's 70 tokens ahead of the hero, the hero's text missed that frame (the budget check
 * `firstParseTokens` in scripts/bench/budgets.ts guards it).
 */
export function MobileMenu({ brandName, links, demoLabel, bookLabel, demoDialogId }: Props) {
  // A tablet turned to landscape, or a window widened, reaches the desktop header with the menu
  // open: the menu then stayed over the desktop page, locked, with its button gone. It closes.
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_HEADER)
    const onChange = () => {
      if (!desktop.matches) return
      closeDialog(MENU_ID)
      // Focus cannot go back to the menu button, hidden at this width: it stayed in the closed menu
      // until the browser dropped it, and Tab went on from the menu's place at the end of the page,
      // out of it. It goes to the header's start instead.
      if (nothingFocused() || document.getElementById(MENU_ID)?.contains(document.activeElement)) {
        document.querySelector<HTMLElement>('header a[href]')?.focus()
      }
    }
    desktop.addEventListener('change', onChange)
    return () => desktop.removeEventListener('change', onChange)
  }, [])
  return (
    <Modal
      id={MENU_ID}
      labelledBy={`${MENU_ID}-title`}
      className="slide-in-panel ms-auto me-0 h-dvh max-h-none w-[min(20rem,85vw)] bg-slate-950 short:w-[min(34rem,85vw)] p-0 text-white backdrop:bg-slate-950/60"
    >
      <noscript>
        {/* The dimmed page beside the no-script panel closes it when tapped, as a modal's backdrop
            does, by targeting the menu link as the panel's Close does. Spans the screen up to the
            panel, whose widths (above) it repeats; a pointer's way only, as the Close is the
            keyboard's and a screen reader's. */}
        {/* biome-ignore lint/a11y/useAnchorContent: a backdrop, hidden from screen readers and out of the Tab order; the panel's Close link is the named way out */}
        <a
          href={`#${OPENER_ID}`}
          tabIndex={-1}
          aria-hidden="true"
          className="fixed inset-y-0 start-0 end-[min(20rem,85vw)] short:end-[min(34rem,85vw)]"
        />
      </noscript>
      <div className="flex items-center justify-between border-b border-white/10 px-5 py-4 short:py-1">
        <p id={`${MENU_ID}-title`} className="font-semibold">
          {brandName} menu
        </p>
        <DialogClose dialogId={MENU_ID} aria-label="Close menu" className={`js-only ${MENU_BUTTON_CLASS}`}>
          <SvgIcon icon={X} className="size-6" />
        </DialogClose>
        <noscript>
          {/* Any other target closes the panel. This one is the menu link in the fixed header, so
              nothing scrolls and the next Tab goes on from where the menu was opened, as a closed
              dialog returns focus to its opener (a target inside the panel sent it to the top). */}
          {/* biome-ignore lint/a11y/useSemanticElements: as the no-script menu button above */}
          <a href={`#${OPENER_ID}`} role="button" aria-label="Close menu" className={MENU_BUTTON_CLASS}>
            <SvgIcon icon={X} className="size-6" />
          </a>
        </noscript>
      </div>
      <nav aria-label="Sections" className="px-3 py-4 short:py-2">
        {/* Two columns on a phone turned sideways, so every link and both buttons fit its height. */}
        <ul className="space-y-1 short:grid short:grid-cols-2 short:gap-1 short:space-y-0">
          {links.map((link) => (
            <li key={link.key}>
              <a
                href={link.href}
                className="block rounded-lg px-3 py-3 text-lg hover:bg-white/10 short:py-2.5 short:text-base focus-visible:bg-white/10"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-3 px-5 pb-6 short:flex short:gap-3 short:space-y-0 short:pb-4">
        {/* Opens the demo by Invoker Commands, so it works without JavaScript too (over the menu,
            which the demo then returns to); with script the demo takes the menu's place. */}
        <DialogTrigger
          dialogId={demoDialogId}
          inPlaceOf={MENU_ID}
          className="w-full rounded-lg border border-white/30 px-4 py-3 font-semibold hover:bg-white/10"
        >
          {demoLabel}
        </DialogTrigger>
        <ButtonLink
          href="#booking"
          className="block w-full rounded-lg bg-blue-600 px-4 py-3 text-center font-semibold hover:bg-blue-700"
        >
          {bookLabel}
        </ButtonLink>
      </div>
    </Modal>
  )
}

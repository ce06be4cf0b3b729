'use client'

import type { Interest } from '@site/schemas/options'
import type { ComponentPropsWithoutRef, MouseEvent } from 'react'
import { ButtonLink } from '@/ui/ButtonLink'
import { scrollToSection } from '@/ui/scrollToSection'
import { interestHref, requestInterest } from './interest'

/** A click that asks for a new tab or window, which the page must leave to the browser. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

type Props = Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'onClick'> & {
  interest: Interest
  /** Runs first on an in-page click (a service window closes itself here). */
  onFollow?: () => void
  /** Wait before scrolling to the form (spec: 300 ms after a service window closes). */
  scrollDelayMs?: number
}

/**
 * "Book this": goes to the booking form with an interest preselected. It is a real link carrying
 * the interest (`interestHref`), so a click before hydration, or into a new tab, still
 * preselects; once hydrated, a plain click stays on the page, preselects and scrolls there.
 * Announced as the button the spec names it and it looks like (ButtonLink).
 */
export function InterestLink({ interest, onFollow, scrollDelayMs = 0, children, ...rest }: Props) {
  return (
    <ButtonLink
      href={interestHref(interest)}
      {...rest}
      onClick={(event) => {
        if (opensElsewhere(event)) return
        event.preventDefault()
        onFollow?.()
        requestInterest(interest)
        if (scrollDelayMs > 0) window.setTimeout(() => scrollToSection('booking'), scrollDelayMs)
        else scrollToSection('booking')
      }}
    >
      {children}
    </ButtonLink>
  )
}

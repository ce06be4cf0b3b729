import type { ComponentPropsWithoutRef } from 'react'

/**
 * A call to action that looks like a button and that the spec names a button ("Get Free AI
 * Consultation", "Explore AI Solutions", the header's "Get Started", the plans' "Get Started",
 * "Let's Talk", "Schedule a Free Consultation", "Book Free Consultation"), but whose work is a
 * link's: it goes to a section of the page. It stays a link underneath, so it works before and
 * without the page's script, moves keyboard focus to the section it leads to, and opens in a new
 * tab when asked; it is announced as the button it is seen as and named as, so what a screen
 * reader or a voice-control user hears matches what is on the screen. Space presses it, as it
 * presses a button (app/SpacePressesButtonLinks); Enter follows it, as both do.
 *
 * Links that read as links (the header's and the menu's sections, the footer, "Back to Home",
 * About's "Get Started Today", which leads to another page) stay links.
 */
export function ButtonLink({ href, children, ...props }: ComponentPropsWithoutRef<'a'> & { href: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <button> cannot go to a section without script; see above
    <a href={href} role="button" {...props}>
      {children}
    </a>
  )
}

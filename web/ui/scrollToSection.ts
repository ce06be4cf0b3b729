import type { SectionId } from '@/config/timings'

/**
 * Scrolls smoothly to a landing-page section and records it in the URL, as an in-page link
 * would. The fixed header's height is kept clear by the root's scroll-padding-top (globals.css), and
 * reduced-motion visitors jump instead of gliding.
 */
export function scrollToSection(id: SectionId) {
  const target = document.getElementById(id)
  if (!target) return
  history.pushState(null, '', `#${id}`)
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
  // Move keyboard focus along, so the next Tab continues from the section, not the button.
  target.focus({ preventScroll: true })
}

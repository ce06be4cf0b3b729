/**
 * Moves the browser's starting point for Tab to the top of the document, as a page load does, so
 * the next Tab reaches "Skip to content". Focusing the body does that; made focusable only for
 * that moment, it never shows a focus ring.
 */
export function focusFromTop() {
  const { body } = document
  body.tabIndex = -1
  body.focus({ preventScroll: true })
  body.removeAttribute('tabindex')
}

/** Whether nothing has focus: the body has it, as after the element that held it went away. */
export function nothingFocused(): boolean {
  return document.activeElement === null || document.activeElement === document.body
}

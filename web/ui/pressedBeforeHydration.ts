/**
 * Where the layout's inline scripts note a press that came before the page hydrated (the FAQ's
 * questions, the pricing tabs, the calendar and voice demo buttons): on the element that holds the
 * controls, as the pressed control's key. Read and taken away by usePressedBeforeHydration as the
 * component mounts.
 */
export const PRESSED_ATTRIBUTE = 'data-pressed-before-hydration'

/**
 * Where an inline script notes which control was pressed before the page hydrated (the FAQ's
 * questions, the pricing tabs): on the list that holds them, as the control's key. Read and taken
 * away by usePressedBeforeHydration as the list mounts.
 */
export const PRESSED_ATTRIBUTE = 'data-pressed-before-hydration'

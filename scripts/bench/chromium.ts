/** Debian's Chromium: the benchmark, the byte budget and the microphone journeys (`tests/support/fakeMicrophone.ts`) drive it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Debian's headless shell (package `chromium-headless-shell`): the same Blink and V8 as the full
 * browser, without the browser's own interface. The journeys run in it, as Playwright's do by default
 * with its own browsers. The full browser in headless mode still starts its interface's web pages
 * for every window (the address bar's popup, for one), which on two cores doubled the time to open a
 * browser context (about 500 against 180 ms) and to load the landing page (about 1,150 against 550 ms).
 * The benchmark and the byte budget stay in the full browser, the one Lighthouse drives.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'

/** The flags this sandbox needs (root, no GPU, no calls home to Google's services), in either browser. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

import type { LaunchOptions, PlaywrightWorkerOptions, WorkerFixture } from '@playwright/test'
import { CHROMIUM_PATH } from '../../scripts/bench/chromium'

/**
 * Chromium's fake microphone, for a file's `test.use({ launchOptions: withFakeMicrophone })`: the
 * device is there, and the browser context decides whether the page may use it (the `microphone`
 * permission grants it; without it, it is refused). In the full browser, not the headless shell the
 * other journeys use: the shell answers every microphone request "not supported" unless told to
 * grant them all (`--use-fake-ui-for-media-stream`), so it could not refuse one.
 */
export const withFakeMicrophone: [WorkerFixture<LaunchOptions, PlaywrightWorkerOptions>, { scope: 'worker' }] = [
  async ({ launchOptions }, use) => {
    await use({
      ...launchOptions,
      executablePath: CHROMIUM_PATH,
      args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream'],
    })
  },
  { scope: 'worker' },
]

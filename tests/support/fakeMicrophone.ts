import type { LaunchOptions, PlaywrightWorkerOptions, WorkerFixture } from '@playwright/test'

/**
 * Chromium's fake microphone, for a file's `test.use({ launchOptions: withFakeMicrophone })`: the
 * device is there, and the browser context decides whether the page may use it (the `microphone`
 * permission grants it; without it, it is refused).
 */
export const withFakeMicrophone: [WorkerFixture<LaunchOptions, PlaywrightWorkerOptions>, { scope: 'worker' }] = [
  async ({ launchOptions }, use) => {
    await use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream'] })
  },
  { scope: 'worker' },
]

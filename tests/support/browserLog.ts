import type { Page, TestInfo } from '@playwright/test'
import { isServerAction } from './bookingForm'

/**
 * What the browser saw during a journey, kept to be printed if the journey fails: its console,
 * uncaught errors, and what became of each booking send (a server action). A journey that fails
 * once in hundreds of runs and passes on its retry leaves only the end of the page behind; this
 * says whether the send was made and how it ended.
 */
export function recordBrowserLog(page: Page): string[] {
  const started = Date.now()
  const log: string[] = []
  const note = (line: string) => log.push(`${String(Date.now() - started).padStart(6)} ms  ${line}`)
  page.on('console', (message) => note(`console.${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`))
  page.on('request', (request) => {
    if (isServerAction(request)) note(`server action sent: ${request.url()}`)
  })
  page.on('requestfinished', (request) => {
    if (isServerAction(request)) note('server action answered')
  })
  page.on('requestfailed', (request) => {
    if (isServerAction(request)) note(`server action failed: ${request.failure()?.errorText}`)
  })
  return log
}

/**
 * Prints the log of a journey that did not end as expected: the list reporter shows it beside the
 * failure, and the test command repeats it for a journey that passed only on its retry.
 */
export function printBrowserLogOnFailure(log: string[], testInfo: TestInfo) {
  if (testInfo.status === testInfo.expectedStatus || log.length === 0) return
  console.log(`What the browser saw:\n${log.join('\n')}`)
}

import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { expect, test } from '@playwright/test'

/**
 * Every page's HTML, as the server sends it (not the DOM after hydration), checked by the W3C
 * Nu HTML Checker from the vnu-jar package. It runs on Java: scripts/ensure-system-tools.sh installs it.
 */
const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
)

type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  message: string
  lastLine?: number
  extract?: string
}

/** Runs the checker on one document given on standard input; its JSON report comes back on standard output. */
function validateHtml(html: string): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    const checker = spawn('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', '-'])
    let stdout = ''
    let stderr = ''
    checker.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8')
    })
    checker.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8')
    })
    checker.on('error', (error) =>
      reject(new Error(`Cannot run java (${error.message}); run scripts/ensure-system-tools.sh to install it.`)),
    )
    // The checker exits with 1 when it found errors; the report says which.
    checker.on('close', () => {
      try {
        resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages)
      } catch {
        reject(new Error(`The HTML checker gave no report: ${stderr || stdout}`))
      }
    })
    checker.stdin.end(html, 'utf8')
  })
}

const PAGES = [
  { path: '/', status: 200 },
  { path: '/about-us', status: 200 },
  { path: '/privacy-policy', status: 200 },
  { path: '/terms-conditions', status: 200 },
  { path: '/cookie-policy', status: 200 },
  { path: '/no-such-page', status: 404 },
]

for (const { path: pagePath, status } of PAGES) {
  test(`${pagePath} is valid HTML`, async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'The server sends the same HTML to every device; checked once.')
    // Java starts, then the checker reads a 300 kB page: more than the default 30 s on a busy machine.
    test.setTimeout(90_000)
    const response = await request.get(pagePath)
    expect(response.status()).toBe(status)
    const messages = await validateHtml(await response.text())
    const errors = messages
      .filter((message) => message.type !== 'info')
      .map((message) => `line ${message.lastLine ?? '?'}: ${message.message} [${message.extract?.trim() ?? ''}]`)
    expect(errors).toEqual([])
  })
}

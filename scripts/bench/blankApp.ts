/**
 * The floor the site is measured against: a blank Next.js App Router page (`<h1>Hello</h1>`),
 * built with the repository's own Next.js and React, in a temporary folder so it is never
 * committed as an app. Its node_modules is a symlink to the repository's.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const FILES: Record<string, string> = {
  'package.json': `${JSON.stringify({ name: 'next-blank-baseline', private: true, type: 'module' }, null, 2)}\n`,
  // Turbopack only reads files under its root, and node_modules is a symlink out of the temporary
  // folder, so the root is the filesystem's; type checking is skipped as the site's build skips it.
  'next.config.mjs': `export default {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  turbopack: { root: '/' },
  outputFileTracingRoot: '/',
  typescript: { ignoreBuildErrors: true },
}
`,
  'app/layout.tsx': `import type { ReactNode } from 'react'

export const metadata = { title: 'Hello', description: 'A blank Next.js page.' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  'app/page.tsx': `export default function Page() {
  return <h1>Hello</h1>
}
`,
}

export type BlankApp = { dir: string; remove(): void }

export function createBlankApp(repoRoot: string): BlankApp {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'next-blank-'))
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

import { spawnSync } from 'node:child_process'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..', '..')
export const studioDir = path.join(root, 'studio')
export const seedFile = path.join(studioDir, 'seed', 'production.ndjson')

/** Flags the scripts read themselves; everything else is handed to the Sanity CLI unchanged. */
export function takeFlag(args: string[], name: string): string | undefined {
  const index = args.indexOf(name)
  if (index < 0) return undefined
  const [, value] = args.splice(index, 2)
  if (!value) throw new Error(`${name} needs a value`)
  return value
}

/**
 * The project the Studio edits (studio/env.ts): SANITY_STUDIO_PROJECT_ID, or --project-id.
 * Without either the CLI would fall back to the placeholder "bundled" project and fail later
 * with a less helpful message.
 */
export function requireProject(args: string[]): void {
  if (args.includes('--project-id') || args.includes('-p')) return
  if (process.env.SANITY_STUDIO_PROJECT_ID || process.env.NEXT_PUBLIC_SANITY_PROJECT_ID) return
  throw new Error('Set SANITY_STUDIO_PROJECT_ID (or pass --project-id <id>) to the Sanity project to use.')
}

export function datasetName(args: string[]): string {
  return takeFlag(args, '--dataset') ?? process.env.SANITY_STUDIO_DATASET ?? 'production'
}

/** Runs the workspace's own `sanity` CLI from studio/, where sanity.cli.ts names the project. */
export function runSanity(args: string[]): void {
  const bin = path.join(root, 'node_modules', '.bin', 'sanity')
  console.log(`$ sanity ${args.join(' ')}`)
  const result = spawnSync(bin, args, { cwd: studioDir, stdio: 'inherit' })
  if (result.status !== 0)
    throw new Error(`sanity ${args[0]} ${args[1]} failed (exit ${result.status ?? result.signal})`)
}

/** Runs a script body; a failure prints its message (which names what to fix), not a stack trace. */
export function runScript(body: () => void): void {
  try {
    body()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  }
}

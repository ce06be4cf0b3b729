/**
 * The Studio reads its project from the environment so the same code edits any
 * dataset. Without settings it still builds (for CI and schema checks) against
 * a placeholder project id; editing real content needs SANITY_STUDIO_PROJECT_ID.
 *
 * Two readers: in the browser bundle, `sanity build`/`sanity dev` (Vite) expose the
 * SANITY_STUDIO_* variables on `import.meta.env` only (there is no `process` there, so reading
 * `process.env` through a variable silently gave every deployed Studio the placeholder); in
 * the CLI (sanity.cli.ts, typegen, dataset import), Node's `process.env` holds everything.
 */
const bundlerEnv = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env ?? {}
const nodeEnv = (typeof process !== 'undefined' ? process.env : {}) as Record<string, string | undefined>

function read(name: string): string | undefined {
  return bundlerEnv[name] || nodeEnv[name] || undefined
}

export const projectId = read('SANITY_STUDIO_PROJECT_ID') || read('NEXT_PUBLIC_SANITY_PROJECT_ID') || 'bundled'
export const dataset = read('SANITY_STUDIO_DATASET') || read('NEXT_PUBLIC_SANITY_DATASET') || 'production'
/** Where the site runs, for the Presentation tool's preview (its origin must be in the project's CORS origins). */
export const previewOrigin = read('SANITY_STUDIO_PREVIEW_URL') || 'http://localhost:3000'

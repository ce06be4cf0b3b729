/**
 * The Studio reads its project from the environment so the same code edits any
 * dataset. Without settings it still builds (for CI and schema checks) against
 * a placeholder project id; editing real content needs SANITY_STUDIO_PROJECT_ID.
 */
const env = (typeof process !== 'undefined' ? process.env : {}) as Record<string, string | undefined>

export const projectId = env.SANITY_STUDIO_PROJECT_ID || env.NEXT_PUBLIC_SANITY_PROJECT_ID || 'bundled'
export const dataset = env.SANITY_STUDIO_DATASET || env.NEXT_PUBLIC_SANITY_DATASET || 'production'
/** Where the site runs, for the Presentation tool's preview. */
export const previewOrigin = env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000'

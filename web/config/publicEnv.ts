import { z } from 'zod'

/**
 * Settings the browser may see. Next inlines `NEXT_PUBLIC_*` at build time, so
 * each is read by its literal name; anything secret belongs in serverEnv.ts.
 */
const schema = z.object({
  sanityProjectId: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'NEXT_PUBLIC_SANITY_PROJECT_ID must be a Sanity project id (a-z, 0-9, -)')
    .optional(),
  sanityDataset: z
    .string()
    .regex(/^[a-z0-9_-]+$/, 'NEXT_PUBLIC_SANITY_DATASET must be a dataset name')
    .default('production'),
  sanityApiVersion: z.string().default('2025-02-19'),
  siteUrl: z
    .url('NEXT_PUBLIC_SITE_URL must be an absolute URL such as https://example.com')
    .default('http://localhost:3000'),
})

const empty = (value: string | undefined) => (value === '' ? undefined : value)

export const publicEnv = schema.parse({
  sanityProjectId: empty(process.env.NEXT_PUBLIC_SANITY_PROJECT_ID),
  sanityDataset: empty(process.env.NEXT_PUBLIC_SANITY_DATASET),
  sanityApiVersion: empty(process.env.NEXT_PUBLIC_SANITY_API_VERSION),
  siteUrl: empty(process.env.NEXT_PUBLIC_SITE_URL),
})

/** True when a hosted Sanity project is configured; otherwise the bundled dataset is served. */
export const usesHostedContent = publicEnv.sanityProjectId !== undefined

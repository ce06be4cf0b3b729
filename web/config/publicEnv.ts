import { z } from 'zod'
import { localSiteUrl } from './localSiteUrl'

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
  // Overrides the Cal.com booking link from site settings (e.g. "team/30min").
  calLink: z
    .string()
    .regex(/^[\w-]+(\/[\w-]+)*$/, 'NEXT_PUBLIC_CAL_LINK must be a Cal.com link like "team/30min"')
    .optional(),
  // Fixed at build time by next.config.ts, unset or not, so that every page names one address.
  siteUrl: z.url('NEXT_PUBLIC_SITE_URL must be an absolute URL such as https://example.com').default(localSiteUrl()),
  // Vapi's public key is designed to be shipped to browsers; it can only start calls to the
  // org's assistants. Without it the voice demo says it is not configured here.
  vapiPublicKey: z
    .string()
    .regex(/^\S+$/, 'NEXT_PUBLIC_VAPI_PUBLIC_KEY must be the Vapi public key, without spaces')
    .optional(),
  vapiAssistantId: z
    .string()
    .regex(/^\S+$/, 'NEXT_PUBLIC_VAPI_ASSISTANT_ID must be the Vapi assistant id, without spaces')
    .optional(),
})

const empty = (value: string | undefined) => (value === '' ? undefined : value)

export const publicEnv = schema.parse({
  sanityProjectId: empty(process.env.NEXT_PUBLIC_SANITY_PROJECT_ID),
  sanityDataset: empty(process.env.NEXT_PUBLIC_SANITY_DATASET),
  sanityApiVersion: empty(process.env.NEXT_PUBLIC_SANITY_API_VERSION),
  calLink: empty(process.env.NEXT_PUBLIC_CAL_LINK),
  siteUrl: empty(process.env.NEXT_PUBLIC_SITE_URL),
  vapiPublicKey: empty(process.env.NEXT_PUBLIC_VAPI_PUBLIC_KEY),
  vapiAssistantId: empty(process.env.NEXT_PUBLIC_VAPI_ASSISTANT_ID),
})

/** True when a hosted Sanity project is configured; otherwise the bundled dataset is served. */
export const usesHostedContent = publicEnv.sanityProjectId !== undefined

import 'server-only'
import { z } from 'zod'

const empty = (value: string | undefined) => (value === '' ? undefined : value)

/** Server-only settings. Importing this from a client component fails the build, which keeps secrets out of the browser. */
const schema = z.object({
  sanityReadToken: z.string().optional(),
  contentDatasetPath: z.string().optional(),
  contentOverridePath: z.string().optional(),
})

export const serverEnv = schema.parse({
  sanityReadToken: empty(process.env.SANITY_API_READ_TOKEN),
  contentDatasetPath: empty(process.env.CONTENT_DATASET_PATH),
  contentOverridePath: empty(process.env.CONTENT_OVERRIDE_PATH),
})

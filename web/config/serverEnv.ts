import 'server-only'
import { z } from 'zod'

const empty = (value: string | undefined) => (value === '' ? undefined : value)

/** Server-only settings. Importing this from a client component fails the build, which keeps secrets out of the browser. */
const schema = z.object({
  sanityReadToken: z.string().optional(),
  contentDatasetPath: z.string().optional(),
  contentOverridePath: z.string().optional(),
  // Signs Sanity's publish webhook (POST /api/revalidate); without it the route refuses every request.
  sanityRevalidateSecret: z.string().min(16, 'SANITY_REVALIDATE_SECRET must be at least 16 characters').optional(),
  // Where editors open the Studio: visual editing links each text on the preview to its field there.
  sanityStudioUrl: z
    .url('SANITY_STUDIO_URL must be an absolute URL such as https://example.sanity.studio')
    .default('http://localhost:3333'),
  leadsDbPath: z.string().default('.data/leads.sqlite'),
  airtable: z
    .object({
      apiKey: z.string().min(1),
      baseId: z.string().min(1, 'AIRTABLE_BASE_ID is required with AIRTABLE_API_KEY'),
      tableName: z.string().min(1).default('Consultation Bookings'),
      endpointUrl: z.url('AIRTABLE_ENDPOINT_URL must be a URL').default('https://api.airtable.com'),
      submissionIdField: z.string().min(1).optional(),
      requestTimeoutMs: z.coerce.number().int().positive().default(5000),
    })
    .optional(),
  bookingRateLimit: z.object({
    // Room for an office behind one address, or a visitor booking for several colleagues; a
    // script past it gets one booking every 30 s.
    burst: z.coerce.number().int().positive().default(10),
    refillMs: z.coerce.number().int().positive().default(30_000),
  }),
  bookingMinFillMs: z.coerce.number().int().min(0).default(2000),
})

export const serverEnv = schema.parse({
  sanityReadToken: empty(process.env.SANITY_API_READ_TOKEN),
  contentDatasetPath: empty(process.env.CONTENT_DATASET_PATH),
  contentOverridePath: empty(process.env.CONTENT_OVERRIDE_PATH),
  sanityRevalidateSecret: empty(process.env.SANITY_REVALIDATE_SECRET),
  sanityStudioUrl: empty(process.env.SANITY_STUDIO_URL),
  leadsDbPath: empty(process.env.LEADS_DB_PATH),
  // Airtable is on when its token is set; the other settings then have to make sense.
  airtable: empty(process.env.AIRTABLE_API_KEY)
    ? {
        apiKey: process.env.AIRTABLE_API_KEY,
        baseId: process.env.AIRTABLE_BASE_ID,
        tableName: empty(process.env.AIRTABLE_TABLE_NAME),
        endpointUrl: empty(process.env.AIRTABLE_ENDPOINT_URL),
        submissionIdField: empty(process.env.AIRTABLE_SUBMISSION_ID_FIELD),
        requestTimeoutMs: empty(process.env.AIRTABLE_REQUEST_TIMEOUT_MS),
      }
    : undefined,
  bookingRateLimit: {
    burst: empty(process.env.BOOKING_RATE_LIMIT_BURST),
    refillMs: empty(process.env.BOOKING_RATE_LIMIT_REFILL_MS),
  },
  bookingMinFillMs: empty(process.env.BOOKING_MIN_FILL_MS),
})

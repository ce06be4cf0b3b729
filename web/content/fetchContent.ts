import 'server-only'
import type { ClientPerspective, FilterDefault, QueryParams, SanityQueries } from '@sanity/client'
import { perspectiveCookieName } from '@sanity/preview-url-secret/constants'
import { unstable_cache } from 'next/cache'
import { cookies, draftMode } from 'next/headers'
import { publicEnv } from '@/config/publicEnv'
import { serverEnv } from '@/config/serverEnv'
import { fileVersion, findBundledDatasetPath, loadBundledDataset } from './bundledDataset'
import { createHostedClient } from './hostedClient'
import { queryDocuments } from './localSource'
import { type ContentType, tagFor } from './tags'

/** The result type TypeGen generated for a query defined in queries.ts. */
export type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : never

type FetchOptions = {
  params?: QueryParams
  /** Every document type the query reads, including through references; a publish of any of them refreshes the result. */
  types: readonly ContentType[]
}

/** Hosted content is also refreshed on this interval, in case a publish webhook is missed. */
const SAFETY_REVALIDATE_SECONDS = 3600

/**
 * Fields the site compares, looks up or puts into links rather than shows as text. Stega's
 * invisible characters there would break the comparison (a billing period that matches no
 * suffix, a colour with no palette, a mailto: with junk in it), so visual editing leaves them
 * clean. The default filter already skips ids, slugs, `icon`, URLs and dates.
 */
const STEGA_EXCLUDED_FIELDS = new Set(['frequency', 'gradient', 'bookingInterest', 'contactEmail', 'schedulingLink'])

export const stegaFilter: FilterDefault = (props) => {
  const field = props.sourcePath.at(-1)
  if (typeof field === 'string' && STEGA_EXCLUDED_FIELDS.has(field)) return false
  return props.filterDefault(props)
}

/**
 * The perspective the Presentation tool asks for (drafts, published, or a release stack such as
 * "rSpring,drafts"), which defineEnableDraftMode stores in a cookie. next-sanity reads it with
 * resolvePerspectiveFromCookies from next-sanity/live, whose Live components and server actions
 * this site does not use; this is the same reading, with stricter names.
 */
export function previewPerspective(cookieValue: string | undefined): ClientPerspective {
  const parts = cookieValue?.split(',') ?? []
  if (parts.length === 0 || !parts.every((part) => /^[\w.-]+$/.test(part)) || parts.includes('raw')) return 'drafts'
  return parts.length === 1 ? (parts[0] as ClientPerspective) : (parts as ClientPerspective)
}

let hostedClient: ReturnType<typeof createHostedClient> | undefined

/**
 * True while an editor previews through the Studio (the draft-mode cookie). Only hosted content
 * has drafts; during `next build` draftMode() reports false without making the page dynamic.
 */
async function isPreviewing(): Promise<boolean> {
  if (!publicEnv.sanityProjectId) return false
  return (await draftMode()).isEnabled
}

/**
 * The one way pages read content. With NEXT_PUBLIC_SANITY_PROJECT_ID set it queries the
 * hosted Content Lake; without, it evaluates the same GROQ against the bundled dataset.
 * Both are cached under a tag per document type and refreshed by revalidateTag.
 * In draft mode (Presentation tool) it reads the editor's perspective, uncached, with stega
 * source maps so each text on the preview links to its field in the Studio.
 */
export async function fetchContent<const Q extends string>(query: Q, { params = {}, types }: FetchOptions) {
  const tags = types.map(tagFor)
  if (publicEnv.sanityProjectId) {
    hostedClient ??= createHostedClient(publicEnv.sanityProjectId)
    if (await isPreviewing()) {
      if (!serverEnv.sanityReadToken) {
        throw new Error('Draft mode needs SANITY_API_READ_TOKEN (a Viewer token) to read drafts.')
      }
      const perspective = previewPerspective((await cookies()).get(perspectiveCookieName)?.value)
      const result = await hostedClient.fetch(query, params, {
        perspective,
        useCdn: false,
        token: serverEnv.sanityReadToken,
        stega: { enabled: true, studioUrl: serverEnv.sanityStudioUrl, filter: stegaFilter },
        cache: 'no-store',
      })
      return result as QueryResult<Q>
    }
    const result = await hostedClient.fetch(query, params, { next: { tags, revalidate: SAFETY_REVALIDATE_SECONDS } })
    return result as QueryResult<Q>
  }
  const datasetPath = serverEnv.contentDatasetPath ?? findBundledDatasetPath()
  const cached = unstable_cache(
    async () => queryDocuments(await loadBundledDataset(datasetPath, serverEnv.contentOverridePath), query, params),
    // The dataset file's version is part of the key: Next keeps this cache from one build to the
    // next, and a build after the file changed served the old content. (The override file is not:
    // a change there is published by revalidating its type, as a Sanity publish would be.)
    ['content', await fileVersion(datasetPath), query, JSON.stringify(params)],
    { tags },
  )
  return (await cached()) as QueryResult<Q>
}

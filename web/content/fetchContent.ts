import 'server-only'
import type { QueryParams, SanityQueries } from '@sanity/client'
import { unstable_cache } from 'next/cache'
import { publicEnv } from '@/config/publicEnv'
import { serverEnv } from '@/config/serverEnv'
import { findBundledDatasetPath, loadBundledDataset } from './bundledDataset'
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

let hostedClient: ReturnType<typeof createHostedClient> | undefined

/**
 * The one way pages read content. With NEXT_PUBLIC_SANITY_PROJECT_ID set it queries the
 * hosted Content Lake; without, it evaluates the same GROQ against the bundled dataset.
 * Both are cached under a tag per document type and refreshed by revalidateTag.
 */
export async function fetchContent<const Q extends string>(query: Q, { params = {}, types }: FetchOptions) {
  const tags = types.map(tagFor)
  if (publicEnv.sanityProjectId) {
    hostedClient ??= createHostedClient(publicEnv.sanityProjectId)
    const result = await hostedClient.fetch(query, params, { next: { tags, revalidate: SAFETY_REVALIDATE_SECONDS } })
    return result as QueryResult<Q>
  }
  const cached = unstable_cache(
    async () => {
      const docs = await loadBundledDataset(
        serverEnv.contentDatasetPath ?? findBundledDatasetPath(),
        serverEnv.contentOverridePath,
      )
      return queryDocuments(docs, query, params)
    },
    ['content', query, JSON.stringify(params)],
    { tags },
  )
  return (await cached()) as QueryResult<Q>
}

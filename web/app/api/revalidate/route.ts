import { revalidateTag } from 'next/cache'
import { usesHostedContent } from '@/config/publicEnv'
import { serverEnv } from '@/config/serverEnv'
import { handleRevalidateRequest } from '@/content/revalidate'

/**
 * Sanity's publish webhook lands here (signed with SANITY_REVALIDATE_SECRET) and marks the
 * published document's type stale; the next request for a page that shows it renders afresh.
 */
export function POST(request: Request): Promise<Response> {
  return handleRevalidateRequest(request, {
    secret: serverEnv.sanityRevalidateSecret,
    // The 3 s wait only helps when pages read the Content Lake (and its CDN); the bundled
    // dataset is a file on this server, already changed by the time the request arrives.
    waitForContentLake: usesHostedContent,
    // `{ expire: 0 }`: the next visitor gets the new content, not one more stale copy
    // (the 'max' profile would serve stale once while it refreshes in the background).
    revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
  })
}

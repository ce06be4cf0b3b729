import 'server-only'
import { createClient } from 'next-sanity'
import { publicEnv } from '@/config/publicEnv'
import { serverEnv } from '@/config/serverEnv'

/** The Content Lake client, created only when a Sanity project is configured. */
export function createHostedClient(projectId: string) {
  return createClient({
    projectId,
    dataset: publicEnv.sanityDataset,
    apiVersion: publicEnv.sanityApiVersion,
    useCdn: !serverEnv.sanityReadToken,
    perspective: 'published',
    token: serverEnv.sanityReadToken,
  })
}

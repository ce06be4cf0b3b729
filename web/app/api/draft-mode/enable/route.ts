import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { publicEnv } from '@/config/publicEnv'
import { serverEnv } from '@/config/serverEnv'
import { createHostedClient } from '@/content/hostedClient'

/**
 * The Presentation tool opens /api/draft-mode/enable?sanity-preview-secret=… in its preview
 * frame. defineEnableDraftMode checks the one-time secret against the Content Lake (so it needs a
 * token that can read drafts), sets the draft-mode cookie and redirects to the page to preview.
 */
const draftModeRoute =
  publicEnv.sanityProjectId && serverEnv.sanityReadToken
    ? defineEnableDraftMode({
        client: createHostedClient(publicEnv.sanityProjectId).withConfig({ token: serverEnv.sanityReadToken }),
      })
    : undefined

export function GET(request: Request): Promise<Response> | Response {
  if (!draftModeRoute) {
    // The bundled dataset has no drafts to preview: edit the override file and revalidate instead.
    return Response.json(
      { message: 'Draft mode needs NEXT_PUBLIC_SANITY_PROJECT_ID and SANITY_API_READ_TOKEN (a Viewer token).' },
      { status: 404 },
    )
  }
  return draftModeRoute.GET(request)
}

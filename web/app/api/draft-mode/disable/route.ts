import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

/** Leaves preview: removes the draft-mode cookie, and the site is the published one again. */
export async function GET(request: Request): Promise<Response> {
  const draft = await draftMode()
  draft.disable()
  return NextResponse.redirect(new URL('/', request.url))
}

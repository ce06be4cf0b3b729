import { timingSafeEqual } from 'node:crypto'
import { decodeSignatureHeader, encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { NextRequest } from 'next/server'
import { parseBody } from 'next-sanity/webhook'
import { z } from 'zod'
import { readBodyWithLimit } from '@/lib/readBodyWithLimit'
import { isContentType, tagFor } from './tags'

/**
 * A Sanity webhook sends one document, projected to `{_type, _id}` (see the README); a few
 * hundred bytes. Anything far larger is not from our webhook and is refused before it is read.
 */
export const MAX_REVALIDATE_BODY_BYTES = 64 * 1024

/**
 * The cache tags to refresh when a document of this type is published, edited or deleted.
 * Every fetch is tagged with every type it reads (references included), so one tag per type
 * reaches exactly the pages that show the document. Types no page reads (image assets,
 * Studio system documents) refresh nothing.
 */
export function tagsToRevalidate(documentType: string): string[] {
  return isContentType(documentType) ? [tagFor(documentType)] : []
}

/** The part of the webhook body the route trusts; everything else in the projection is ignored. */
const webhookBody = z.object({ _type: z.string().min(1).max(128) })

/** How old a webhook signature may be before the request is treated as a replay. */
export const SIGNATURE_MAX_AGE_MS = 10 * 60 * 1000

/**
 * Checks a `sanity-webhook-signature` header (`t=<ms>,v1=<HMAC-SHA256>`) in constant time.
 * `@sanity/webhook` (which parseBody uses) compares with `!==`, which returns at the first
 * differing character; this check runs first, so that comparison only ever sees valid signatures.
 */
export async function hasValidSignature(
  payload: string,
  header: string,
  secret: string,
  now = Date.now(),
): Promise<boolean> {
  try {
    const { timestamp } = decodeSignatureHeader(header)
    // A signed request captured and sent again later is refused: Sanity signs each delivery when
    // it sends it, so a genuine one is seconds old; the window leaves room for clock skew.
    if (!Number.isFinite(timestamp) || Math.abs(now - timestamp) > SIGNATURE_MAX_AGE_MS) return false
    const expected = Buffer.from(await encodeSignatureHeader(payload, timestamp, secret))
    const received = Buffer.from(header)
    return expected.length === received.length && timingSafeEqual(expected, received)
  } catch {
    // A malformed header, an empty payload or an unusable timestamp cannot carry a valid signature.
    return false
  }
}

export type RevalidateOptions = {
  /** SANITY_REVALIDATE_SECRET; without it every request is refused. */
  secret: string | undefined
  /**
   * parseBody's third argument. True waits 3 s before answering, so the Content Lake's CDN has the
   * new version when the refreshed pages query it; the bundled dataset is read from disk and needs no wait.
   */
  waitForContentLake: boolean
  /** Marks one cache tag stale; the route passes Next's revalidateTag. */
  revalidate: (tag: string) => void
}

function json(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status })
}

/**
 * POST /api/revalidate, as a Sanity GROQ-powered webhook calls it. Order matters: size first
 * (413), then the signature (401, before any JSON is parsed, so an unsigned caller learns
 * nothing about the body), then the body (400). Only a signed, well-formed request revalidates.
 */
export async function handleRevalidateRequest(request: Request, options: RevalidateOptions): Promise<Response> {
  if (!options.secret) {
    return json(500, { message: 'Revalidation is not configured: set SANITY_REVALIDATE_SECRET on the server.' })
  }
  const body = await readBodyWithLimit(request, MAX_REVALIDATE_BODY_BYTES)
  if (body === null) return json(413, { message: `Body larger than ${MAX_REVALIDATE_BODY_BYTES} bytes.` })

  const signature = request.headers.get(SIGNATURE_HEADER_NAME)
  if (!signature || !(await hasValidSignature(body, signature, options.secret))) {
    return json(401, { message: 'Invalid or missing signature.' })
  }

  let parsed: Awaited<ReturnType<typeof parseBody<unknown>>>
  try {
    // parseBody reads the request itself; hand it the bytes already read (and size-checked).
    const replay = new NextRequest(request.url, { method: 'POST', headers: request.headers, body })
    parsed = await parseBody<unknown>(replay, options.secret, options.waitForContentLake)
  } catch (error) {
    if (error instanceof SyntaxError) return json(400, { message: 'Body is not valid JSON.' })
    throw error
  }
  if (parsed.isValidSignature !== true) return json(401, { message: 'Invalid or missing signature.' })

  const document = webhookBody.safeParse(parsed.body)
  if (!document.success) return json(400, { message: 'Body must be a document with a _type.' })

  const tags = tagsToRevalidate(document.data._type)
  for (const tag of tags) options.revalidate(tag)
  return json(200, { revalidated: tags, type: document.data._type })
}

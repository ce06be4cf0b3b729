import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { schemaTypes } from '@site/schemas'
import { describe, expect, it, vi } from 'vitest'
import { readBodyWithLimit } from '@/lib/readBodyWithLimit'
import {
  handleRevalidateRequest,
  hasValidSignature,
  MAX_REVALIDATE_BODY_BYTES,
  SIGNATURE_MAX_AGE_MS,
  tagsToRevalidate,
} from './revalidate'
import { CONTENT_TYPES } from './tags'

const SECRET = 'a-test-secret-of-enough-length'
const URL = 'http://localhost/api/revalidate'

async function signedRequest(body: string, { secret = SECRET, timestamp = Date.now() } = {}) {
  const signature = await encodeSignatureHeader(body, timestamp, secret)
  return new Request(URL, { method: 'POST', headers: { [SIGNATURE_HEADER_NAME]: signature }, body })
}

function handle(request: Request, { secret }: { secret: string | undefined } = { secret: SECRET }) {
  const revalidate = vi.fn<(tag: string) => void>()
  const response = handleRevalidateRequest(request, { secret, waitForContentLake: false, revalidate })
  return { response, revalidate }
}

describe('tagsToRevalidate', () => {
  it('maps each document type to its own cache tag', () => {
    expect(tagsToRevalidate('plan')).toEqual(['sanity:plan'])
    expect(tagsToRevalidate('legalPage')).toEqual(['sanity:legalPage'])
    expect(tagsToRevalidate('siteSettings')).toEqual(['sanity:siteSettings'])
  })

  it('refreshes nothing for types no page reads', () => {
    expect(tagsToRevalidate('sanity.imageAsset')).toEqual([])
    expect(tagsToRevalidate('system.group')).toEqual([])
    expect(tagsToRevalidate('')).toEqual([])
  })

  it('knows every document type the Studio can publish', () => {
    const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)
    expect([...CONTENT_TYPES].sort()).toEqual([...documentTypes].sort())
    for (const type of documentTypes) expect(tagsToRevalidate(type), type).toHaveLength(1)
  })
})

describe('hasValidSignature', () => {
  const body = JSON.stringify({ _type: 'plan', _id: 'plan-basic' })

  it('accepts a signature made with the secret over the exact body', async () => {
    expect(await hasValidSignature(body, await encodeSignatureHeader(body, Date.now(), SECRET), SECRET)).toBe(true)
  })

  it('refuses another secret, another body, a mangled or malformed header', async () => {
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET)
    expect(await hasValidSignature(body, await encodeSignatureHeader(body, Date.now(), 'another-secret'), SECRET)).toBe(
      false,
    )
    expect(await hasValidSignature(`${body} `, signature, SECRET)).toBe(false)
    expect(await hasValidSignature(body, `${signature.slice(0, -2)}xx`, SECRET)).toBe(false)
    expect(await hasValidSignature(body, 'v1=abc', SECRET)).toBe(false)
    expect(await hasValidSignature('', signature, SECRET)).toBe(false)
  })

  it('refuses a genuine signature replayed after the window', async () => {
    const signedAt = Date.parse('2026-03-02T10:00:00Z')
    const signature = await encodeSignatureHeader(body, signedAt, SECRET)
    expect(await hasValidSignature(body, signature, SECRET, signedAt + SIGNATURE_MAX_AGE_MS)).toBe(true)
    expect(await hasValidSignature(body, signature, SECRET, signedAt + SIGNATURE_MAX_AGE_MS + 1)).toBe(false)
    expect(await hasValidSignature(body, signature, SECRET, signedAt - SIGNATURE_MAX_AGE_MS - 1)).toBe(false)
  })
})

describe('readBodyWithLimit', () => {
  it('reads a body within the limit', async () => {
    expect(await readBodyWithLimit(new Request(URL, { method: 'POST', body: 'hello' }), 5)).toBe('hello')
  })

  it('stops at a declared length over the limit without reading', async () => {
    const request = new Request(URL, { method: 'POST', body: 'x', headers: { 'content-length': '999999' } })
    expect(await readBodyWithLimit(request, 10)).toBeNull()
    expect(request.bodyUsed).toBe(false)
  })

  it('stops a streamed body once it passes the limit', async () => {
    const chunk = new Uint8Array(1024)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1
        controller.enqueue(chunk)
      },
    })
    const request = new Request(URL, { method: 'POST', body: stream, duplex: 'half' } as RequestInit)
    expect(await readBodyWithLimit(request, 4096)).toBeNull()
    expect(sent).toBeLessThan(10)
  })
})

describe('POST /api/revalidate', () => {
  it('revalidates the published type when the signature is valid', async () => {
    const { response, revalidate } = handle(await signedRequest(JSON.stringify({ _type: 'plan', _id: 'plan-basic' })))
    const answer = await response
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ revalidated: ['sanity:plan'], type: 'plan' })
    expect(revalidate.mock.calls).toEqual([['sanity:plan']])
  })

  it('answers 401 and revalidates nothing without a signature', async () => {
    const request = new Request(URL, { method: 'POST', body: JSON.stringify({ _type: 'plan' }) })
    const { response, revalidate } = handle(request)
    expect((await response).status).toBe(401)
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('answers 401 and revalidates nothing when signed with another secret', async () => {
    const request = await signedRequest(JSON.stringify({ _type: 'plan' }), { secret: 'not-the-server-secret' })
    const { response, revalidate } = handle(request)
    expect((await response).status).toBe(401)
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('answers 401 when a signed body was altered on the way', async () => {
    const signed = await signedRequest(JSON.stringify({ _type: 'plan' }))
    const tampered = new Request(URL, { method: 'POST', headers: signed.headers, body: '{"_type":"legalPage"}' })
    const { response, revalidate } = handle(tampered)
    expect((await response).status).toBe(401)
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('answers 401, not 400, to an unsigned body that is not JSON', async () => {
    const { response } = handle(new Request(URL, { method: 'POST', body: '{not json' }))
    expect((await response).status).toBe(401)
  })

  it('answers 400 to a signed body that is not JSON', async () => {
    const { response, revalidate } = handle(await signedRequest('{not json'))
    expect((await response).status).toBe(400)
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('answers 400 to a signed body without a document type', async () => {
    const { response, revalidate } = handle(await signedRequest(JSON.stringify({ _id: 'plan-basic' })))
    expect((await response).status).toBe(400)
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('answers 413 to a body over the limit, before looking at the signature', async () => {
    const big = JSON.stringify({ _type: 'plan', padding: 'x'.repeat(MAX_REVALIDATE_BODY_BYTES) })
    const { response, revalidate } = handle(await signedRequest(big))
    expect((await response).status).toBe(413)
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('accepts a signed type no page shows, and revalidates nothing', async () => {
    const { response, revalidate } = handle(await signedRequest(JSON.stringify({ _type: 'sanity.imageAsset' })))
    const answer = await response
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ revalidated: [], type: 'sanity.imageAsset' })
    expect(revalidate).not.toHaveBeenCalled()
  })

  it("waits parseBody's 3 s for the Content Lake only when told to", async () => {
    const request = await signedRequest(JSON.stringify({ _type: 'plan' }))
    // Only setTimeout: the body stream and Web Crypto need the real event loop.
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const revalidate = vi.fn<(tag: string) => void>()
      let settled = false
      const pending = handleRevalidateRequest(request, { secret: SECRET, waitForContentLake: true, revalidate })
      void pending.then(() => {
        settled = true
      })
      // Signature checks run on Web Crypto's thread pool; let them finish until parseBody's timer is set.
      while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve))
      await vi.advanceTimersByTimeAsync(2900)
      expect(settled).toBe(false)
      expect(revalidate).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(200)
      expect((await pending).status).toBe(200)
      expect(revalidate).toHaveBeenCalledWith('sanity:plan')
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses everything while SANITY_REVALIDATE_SECRET is not set', async () => {
    const { response, revalidate } = handle(await signedRequest(JSON.stringify({ _type: 'plan' })), {
      secret: undefined,
    })
    const answer = await response
    expect(answer.status).toBe(500)
    expect(JSON.stringify(await answer.json())).toContain('SANITY_REVALIDATE_SECRET')
    expect(revalidate).not.toHaveBeenCalled()
  })
})

/**
 * What Chromium fetches for a page before the visitor does anything: every request until the
 * load event and the quiet after it, each with its transfer size as served (compressed body plus
 * headers), sorted by kind. Also the facts the budget checks about images, fonts and the LCP.
 */
import type { Page, Request } from '@playwright/test'

export type ResourceKind = 'html' | 'js' | 'css' | 'font' | 'image' | 'other'

export type FetchedResource = {
  url: string
  kind: ResourceKind
  status: number
  contentType: string
  /** The body as it crossed the wire (gzip when the server compressed it). */
  bodyBytes: number
  headerBytes: number
  /** The decoded text of scripts, to recognise a library in a chunk by a string it contains. */
  text?: string
}

export type DrawnImage = { src: string; naturalWidth: number; renderedWidth: number; dpr: number }

export type LargestPaint = {
  tagName: string
  url: string
  fetchPriority: string
  text: string
  /**
   * HTML tokens (start and end tags, text runs, comments) before the element's start tag, counted
   * on the DOM in document order: where the parser reaches it (see BUDGET.firstParseTokens).
   */
  tokensBefore: number | null
}

export type PageWeight = {
  url: string
  origin: string
  resources: FetchedResource[]
  /** Requests that never completed (aborted, refused); counted, with no bytes. */
  failed: string[]
  /** Next.js's speculative prefetches of other routes, held back (see measurePageWeight). */
  prefetchesBlocked: string[]
  byKind: Record<ResourceKind, { bytes: number; requests: number }>
  /** Bodies as served plus response headers: what the visitor's connection carried. */
  totalBytes: number
  headerBytes: number
  requests: number
  images: DrawnImage[]
  preloadedFonts: string[]
  lcp: LargestPaint | null
  /** Layout shift during load (the CLS formula's sum, without input), for the report. */
  layoutShift: number
}

const KINDS: ResourceKind[] = ['html', 'js', 'css', 'font', 'image', 'other']

function kindOf(resourceType: string, contentType: string): ResourceKind {
  if (resourceType === 'document') return 'html'
  if (/javascript|ecmascript/.test(contentType) || resourceType === 'script') return 'js'
  if (contentType.startsWith('text/css') || resourceType === 'stylesheet') return 'css'
  if (contentType.startsWith('font/') || /woff|opentype|truetype/.test(contentType) || resourceType === 'font')
    return 'font'
  if (contentType.startsWith('image/') || resourceType === 'image') return 'image'
  // RSC payloads (text/x-component), the web manifest, beacons.
  return 'other'
}

/** Headers Next.js's router puts on its prefetch requests (next/dist/client/components/app-router-headers). */
const PREFETCH_HEADERS = ['next-router-prefetch', 'next-router-segment-prefetch']

/** A finished request's sizes and kind, read while its page is still open. */
async function readResource(request: Request): Promise<FetchedResource | null> {
  if (!/^https?:/.test(request.url())) return null
  const response = await request.response()
  if (!response) return null
  const sizes = await request.sizes()
  const contentType = (await response.headerValue('content-type')) ?? ''
  const kind = kindOf(request.resourceType(), contentType)
  const resource: FetchedResource = {
    url: request.url(),
    kind,
    status: response.status(),
    contentType,
    bodyBytes: sizes.responseBodySize,
    headerBytes: sizes.responseHeadersSize,
  }
  if (kind === 'js') resource.text = (await response.body()).toString('utf8')
  return resource
}

/** How long the network must stay quiet after the load event for the page to count as loaded. */
const QUIET_MS = 500
/** A page still fetching this long after its load event has a request that never ends: an error, not a figure. */
const SETTLE_LIMIT_MS = 30_000

/**
 * Opens `url` in a fresh page and records everything fetched until the load event and then
 * QUIET_MS with no request in flight. The page must belong to a context with an empty cache.
 *
 * Not Playwright's `networkidle`: that state can be reached before the load event (500 ms after
 * the last request, wherever that falls), so a request Chromium starts just after load, such as
 * the favicon, was counted on some runs and not on others. And recording stops before this
 * returns: a request finishing later would otherwise read its response after the caller closed
 * the page, and that rejection, which nothing awaits, ended the whole process.
 *
 * Next's <Link> prefetches the routes it links to once they scroll into view and the browser is
 * idle, and a prefetched route's payload pulls in that route's scripts. Whether that finishes
 * before the network goes quiet depends on timing, so those requests are held back: the figures
 * are the page's own weight, the same on every run. The report lists what was held back.
 */
export async function measurePageWeight(page: Page, url: string): Promise<PageWeight> {
  const pending: Promise<FetchedResource | null>[] = []
  const failed: string[] = []
  const prefetchesBlocked: string[] = []
  const inFlight = new Set<Request>()
  let lastActivity = Date.now()
  const settle = (request: Request) => {
    inFlight.delete(request)
    lastActivity = Date.now()
  }

  const onRequest = (request: Request) => {
    inFlight.add(request)
    lastActivity = Date.now()
  }
  const onFinished = (request: Request) => {
    settle(request)
    pending.push(readResource(request))
  }
  const onFailed = (request: Request) => {
    settle(request)
    if (!prefetchesBlocked.includes(request.url())) failed.push(request.url())
  }
  await page.route('**/*', async (route) => {
    const headers = await route.request().allHeaders()
    if (!PREFETCH_HEADERS.some((name) => name in headers)) return route.continue()
    prefetchesBlocked.push(route.request().url())
    return route.abort('blockedbyclient')
  })
  page.on('request', onRequest)
  page.on('requestfinished', onFinished)
  page.on('requestfailed', onFailed)
  try {
    await page.goto(url, { waitUntil: 'load' })
    // The quiet period starts at the load event at the earliest.
    lastActivity = Date.now()
    const giveUpAt = Date.now() + SETTLE_LIMIT_MS
    while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > giveUpAt) {
        const open = [...inFlight].map((request) => request.url()).join(', ')
        throw new Error(`${url} never went quiet after its load event: still fetching ${open || 'new requests'}`)
      }
      await page.waitForTimeout(50)
    }
  } finally {
    page.off('request', onRequest)
    page.off('requestfinished', onFinished)
    page.off('requestfailed', onFailed)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  }
  const resources = (await Promise.all(pending)).filter((r): r is FetchedResource => r !== null)

  const byKind = Object.fromEntries(KINDS.map((kind) => [kind, { bytes: 0, requests: 0 }])) as PageWeight['byKind']
  for (const resource of resources) {
    byKind[resource.kind].bytes += resource.bodyBytes
    byKind[resource.kind].requests += 1
  }
  const headerBytes = resources.reduce((sum, r) => sum + r.headerBytes, 0)
  const bodyBytes = resources.reduce((sum, r) => sum + r.bodyBytes, 0)

  return {
    url,
    origin: new URL(url).origin,
    resources,
    failed,
    prefetchesBlocked,
    byKind,
    totalBytes: bodyBytes + headerBytes,
    headerBytes,
    requests: resources.length + failed.length,
    ...(await inspectPage(page)),
  }
}

/** Reads, inside the page, what it drew: images and their sizes, font preloads, the LCP element, layout shift. */
async function inspectPage(page: Page) {
  // No named inner functions here: tsx would wrap them in a helper the page does not have.
  return page.evaluate(async () => {
    type LcpEntry = PerformanceEntry & { element: Element | null; url: string }
    type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean }
    const [paints, shifts] = await Promise.all(
      ['largest-contentful-paint', 'layout-shift'].map(
        (type) =>
          new Promise<PerformanceEntryList>((resolve) => {
            // Buffered entries arrive in the first callback; a page with none never calls back.
            const timer = setTimeout(() => resolve([]), 1000)
            new PerformanceObserver((list, observer) => {
              clearTimeout(timer)
              observer.disconnect()
              resolve(list.getEntries())
            }).observe({ type, buffered: true })
          }),
      ),
    )
    const last = (paints ?? []).at(-1) as LcpEntry | undefined
    const target = last?.element ?? null
    let tokensBefore: number | null = null
    if (target) {
      const voidTags = new Set([
        'AREA',
        'BASE',
        'BR',
        'COL',
        'EMBED',
        'HR',
        'IMG',
        'INPUT',
        'LINK',
        'META',
        'SOURCE',
        'WBR',
      ])
      const walker = document.createTreeWalker(
        document.documentElement,
        NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT | NodeFilter.SHOW_COMMENT,
      )
      // The doctype and <html>; then every node before the target: an element it is not inside has
      // been closed (two tokens, one if void), one it is inside is still open (one), text one.
      tokensBefore = 2
      for (let node = walker.nextNode(); node && node !== target; node = walker.nextNode()) {
        if (!(node instanceof Element)) tokensBefore += 1
        else tokensBefore += node.contains(target) || voidTags.has(node.tagName) ? 1 : 2
      }
    }
    const lcp = last
      ? {
          tagName: target?.tagName ?? 'UNKNOWN',
          url: last.url,
          fetchPriority: target?.getAttribute('fetchpriority') ?? '',
          text: (target?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60),
          tokensBefore,
        }
      : null
    const images = [...document.images]
      .filter((img) => img.complete && img.currentSrc !== '')
      .map((img) => ({
        src: img.currentSrc,
        naturalWidth: img.naturalWidth,
        renderedWidth: img.getBoundingClientRect().width,
        dpr: window.devicePixelRatio,
      }))
    const preloadedFonts = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
      (link) => link.href,
    )
    const layoutShift = ((shifts ?? []) as ShiftEntry[])
      .filter((s) => !s.hadRecentInput)
      .reduce((sum, s) => sum + s.value, 0)
    return { lcp, images, preloadedFonts, layoutShift }
  })
}

import { describe, expect, it } from 'vitest'
import { BUDGET, checkPageBudget, ON_DEMAND_LIBRARIES } from './budgets'
import type { FetchedResource, PageWeight } from './pageWeight'

const ORIGIN = 'http://127.0.0.1:3780'
const BLANK_JS = 100_000

function resource(
  path: string,
  kind: FetchedResource['kind'],
  bodyBytes: number,
  extra: Partial<FetchedResource> = {},
) {
  const contentType = { html: 'text/html', js: 'application/javascript', css: 'text/css', font: 'font/woff2' }
  return {
    url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
    kind,
    status: 200,
    contentType: kind === 'image' ? 'image/avif' : kind === 'other' ? 'text/x-component' : contentType[kind],
    bodyBytes,
    headerBytes: 300,
    ...(kind === 'js' ? { text: 'minified code' } : {}),
    ...extra,
  }
}

/** A page that meets every budget: 1.2 × the blank page's JS, a prioritised hero image drawn at its size. */
function page(overrides: Partial<PageWeight> = {}): PageWeight {
  const resources = overrides.resources ?? [
    resource('/', 'html', 20_000),
    resource('/_next/static/chunks/framework.js', 'js', 100_000),
    resource('/_next/static/chunks/page.js', 'js', 20_000),
    resource('/_next/image?url=hero.png&w=828&q=75', 'image', 30_000),
  ]
  const byKind = { html: 0, js: 0, css: 0, font: 0, image: 0, other: 0 }
  const requests = { ...byKind }
  for (const r of resources) {
    byKind[r.kind] += r.bodyBytes
    requests[r.kind] += 1
  }
  const totalBytes = resources.reduce((sum, r) => sum + r.bodyBytes + r.headerBytes, 0)
  return {
    url: `${ORIGIN}/`,
    origin: ORIGIN,
    resources,
    failed: [],
    prefetchesBlocked: [],
    byKind: Object.fromEntries(
      Object.entries(byKind).map(([kind, bytes]) => [
        kind,
        { bytes, requests: requests[kind as keyof typeof requests] },
      ]),
    ) as PageWeight['byKind'],
    totalBytes,
    headerBytes: resources.length * 300,
    requests: resources.length,
    images: [{ src: `${ORIGIN}/_next/image?url=hero.png&w=828&q=75`, naturalWidth: 828, renderedWidth: 412, dpr: 2 }],
    preloadedFonts: [],
    lcp: {
      tagName: 'IMG',
      url: `${ORIGIN}/_next/image?url=hero.png&w=828&q=75`,
      fetchPriority: 'high',
      text: '',
      tokensBefore: 120,
    },
    layoutShift: 0,
    ...overrides,
  }
}

const failing = (checks: ReturnType<typeof checkPageBudget>) => checks.filter((c) => !c.ok).map((c) => c.name)

describe('the performance budget', () => {
  it('passes a landing page within every limit', () => {
    expect(failing(checkPageBudget(page(), 'landing', BLANK_JS))).toEqual([])
  })

  it('allows the landing page 1.25 × the blank page’s JS but a content page only 1.1 ×', () => {
    expect(failing(checkPageBudget(page(), 'content', BLANK_JS))).toEqual(['JS before interaction ≤ 1.1 × blank page'])
  })

  it('fails a landing page heavier than 400 KiB in all', () => {
    const heavy = page()
    heavy.totalBytes = BUDGET.landingTotalBytes + 1
    expect(failing(checkPageBudget(heavy, 'landing', BLANK_JS))).toEqual(['total transfer ≤ 400.0 KiB'])
  })

  it('names a chunk carrying an on-demand library, and any request to its hosts', () => {
    const [vapi, , cal] = ON_DEMAND_LIBRARIES
    const checks = checkPageBudget(
      page({
        resources: [
          resource('/_next/static/chunks/voice.js', 'js', 1000, { text: `x;throw Error("${vapi.marker}")` }),
          resource('https://app.cal.com/embed/embed.js', 'js', 1000),
        ],
      }),
      'landing',
      BLANK_JS,
    )
    const detail = (name: string) => checks.find((c) => c.name.startsWith(name))
    expect(detail(vapi.name)).toMatchObject({ ok: false, detail: `${ORIGIN}/_next/static/chunks/voice.js` })
    expect(detail(cal.name)).toMatchObject({ ok: false, detail: 'https://app.cal.com/embed/embed.js' })
  })

  it('rejects a JPEG, an image twice too wide for where it is drawn, and one fetched but never drawn', () => {
    const checks = checkPageBudget(
      page({
        resources: [
          resource('/photo.jpg', 'image', 50_000, { contentType: 'image/jpeg' }),
          resource('/_next/image?url=hero.png&w=3840&q=75', 'image', 90_000),
        ],
        images: [
          { src: `${ORIGIN}/_next/image?url=hero.png&w=3840&q=75`, naturalWidth: 3840, renderedWidth: 412, dpr: 2 },
        ],
      }),
      'landing',
      BLANK_JS,
    )
    expect(failing(checks)).toEqual([
      'images in modern formats (AVIF/WebP, or SVG)',
      'raster images at most 2× their drawn size',
    ])
    expect(checks.find((c) => c.name.startsWith('raster'))?.detail).toContain('/photo.jpg: fetched but not drawn')
    expect(checks.find((c) => c.name.startsWith('raster'))?.detail).toContain('3840px wide, drawn 412px × DPR 2')
  })

  it('accepts text as the LCP element but not an image without fetchpriority="high"', () => {
    const text = page({ lcp: { tagName: 'H1', url: '', fetchPriority: '', text: 'Hello', tokensBefore: 40 } })
    expect(failing(checkPageBudget(text, 'landing', BLANK_JS))).toEqual([])
    const lazy = page({
      lcp: { tagName: 'IMG', url: `${ORIGIN}/hero.avif`, fetchPriority: '', text: '', tokensBefore: 40 },
    })
    expect(failing(checkPageBudget(lazy, 'landing', BLANK_JS))).toEqual(['LCP element is text or a prioritized image'])
  })

  it('wants the LCP element’s text within the parser’s first 250 tokens, which Chromium paints first', () => {
    const at = (tokensBefore: number | null) =>
      checkPageBudget(
        page({ lcp: { tagName: 'P', url: '', fetchPriority: '', text: 'We build AI voice agents', tokensBefore } }),
        'landing',
        BLANK_JS,
      ).find((c) => c.name.startsWith('LCP element within'))
    expect(at(248)).toMatchObject({ ok: true, detail: 'its text is token 250' })
    expect(at(249)).toMatchObject({ ok: false, detail: 'its text is token 251' })
    expect(at(null)?.ok).toBe(false)
    expect(
      checkPageBudget(page({ lcp: null }), 'landing', BLANK_JS).find((c) => c.name.startsWith('LCP element within')),
    ).toMatchObject({ ok: false, detail: 'no LCP element to place' })
  })

  it('requires web fonts to come from the site itself, each with a preload', () => {
    const fonts = page({
      resources: [
        ...page().resources,
        resource('https://fonts.gstatic.com/s/inter.woff2', 'font', 20_000),
        resource('/_next/static/media/inter.woff2', 'font', 20_000),
      ],
    })
    const check = checkPageBudget(fonts, 'landing', BLANK_JS).find((c) => c.name.startsWith('fonts'))
    expect(check?.ok).toBe(false)
    expect(check?.detail).toContain('foreign: https://fonts.gstatic.com/s/inter.woff2')
    expect(check?.detail).toContain(`not preloaded: ${ORIGIN}/_next/static/media/inter.woff2`)
  })
})

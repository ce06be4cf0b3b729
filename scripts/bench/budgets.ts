/**
 * The performance budget of issue 8: every threshold in one place, and the pure function that
 * checks a page's measurement against them. The budget spec (tests/performance-budget.spec.ts)
 * and the benchmark report both use it. Only byte counts and facts about what was fetched are
 * budgeted, because they are deterministic; timings go into the benchmark report as targets.
 */
import type { PageWeight } from './pageWeight'

export const BUDGET = {
  /** JavaScript fetched before interaction, as a multiple of a blank Next.js page's. */
  landingJsRatio: 1.25,
  contentJsRatio: 1.1,
  /** Everything the landing page transfers before interaction (bodies as served plus headers). */
  landingTotalBytes: 400 * 1024,
  /**
   * An image may be at most this many times wider than it is drawn (rendered width × device pixel
   * ratio): srcset candidates step by up to ~1.6×, so a well-sized image stays well under 2×.
   */
  imageOversize: 2,
  /** Raster images must come as AVIF or WebP; SVG is vector and needs neither. */
  imageTypes: ['image/avif', 'image/webp', 'image/svg+xml'],
  /**
   * Chromium's HTML parser hands the page to rendering after its first 250 tokens
   * (kDefaultMaxTokenizationBudget in html_document_parser.cc; for its first few chunks, before it
   * parses in bigger ones), so the first frame can show only what those tokens hold. The LCP
   * element's start tag and its text must be among them to be painted first.
   */
  firstParseTokens: 250,
} as const

export type PageRole = 'landing' | 'content'

/** The pages the benchmark measures and the budget checks, with the JS ratio each must meet. */
export const BUDGET_PAGES: { path: string; role: PageRole }[] = [
  { path: '/', role: 'landing' },
  { path: '/about-us', role: 'content' },
  { path: '/privacy-policy', role: 'content' },
  { path: '/terms-conditions', role: 'content' },
]

/**
 * Code that must cost nothing until the visitor asks for it. Each has a string literal from its
 * package's dist that survives minification, so a chunk holding the library is recognisable, and
 * the hosts it talks to.
 */
export const ON_DEMAND_LIBRARIES = [
  {
    name: 'Vapi voice SDK (@vapi-ai/web)',
    distFile: '@vapi-ai/web/dist/vapi.js',
    // Not its 'Assistant or Squad or Workflow must be provided.': the site's own messages repeat that one.
    marker: 'Cannot reconnect while a call is already in progress.',
    hosts: ['vapi.ai'],
  },
  {
    name: 'Daily (@daily-co/daily-js)',
    distFile: '@daily-co/daily-js/dist/daily-esm.js',
    marker: 'Duplicate DailyIframe instances are not allowed',
    hosts: ['daily.co'],
  },
  {
    name: 'Cal.com embed (@calcom/embed-react)',
    distFile: '@calcom/embed-react/dist/Cal.es.mjs',
    marker: 'https://app.cal.com/embed/embed.js',
    hosts: ['cal.com'],
  },
] as const

export type BudgetCheck = { name: string; ok: boolean; detail: string }

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

const hostMatches = (url: string, host: string) => {
  const { hostname } = new URL(url)
  return hostname === host || hostname.endsWith(`.${host}`)
}

/** Checks one page's measurement against the budget; `blankJsBytes` is the blank page's JS. */
export function checkPageBudget(page: PageWeight, role: PageRole, blankJsBytes: number): BudgetCheck[] {
  const checks: BudgetCheck[] = []
  const ratioLimit = role === 'landing' ? BUDGET.landingJsRatio : BUDGET.contentJsRatio
  const js = page.byKind.js.bytes
  checks.push({
    name: `JS before interaction ≤ ${ratioLimit} × blank page`,
    ok: js <= blankJsBytes * ratioLimit,
    detail: `${kib(js)} = ${(js / blankJsBytes).toFixed(3)} × blank ${kib(blankJsBytes)} (limit ${kib(blankJsBytes * ratioLimit)})`,
  })

  if (role === 'landing') {
    checks.push({
      name: `total transfer ≤ ${kib(BUDGET.landingTotalBytes)}`,
      ok: page.totalBytes <= BUDGET.landingTotalBytes,
      detail: `${kib(page.totalBytes)} in ${page.requests} requests`,
    })
  }

  for (const library of ON_DEMAND_LIBRARIES) {
    const requests = page.resources.filter((r) => library.hosts.some((host) => hostMatches(r.url, host)))
    const chunks = page.resources.filter((r) => r.text?.includes(library.marker))
    checks.push({
      name: `${library.name}: 0 bytes before the visitor asks`,
      ok: requests.length === 0 && chunks.length === 0,
      detail:
        requests.length + chunks.length === 0
          ? 'no request to its hosts, no fetched chunk contains it'
          : [...requests, ...chunks].map((r) => r.url).join(', '),
    })
  }

  const foreignFonts = page.resources.filter((r) => r.kind === 'font' && new URL(r.url).origin !== page.origin)
  const unpreloaded = page.resources.filter(
    (r) => r.kind === 'font' && new URL(r.url).origin === page.origin && !page.preloadedFonts.includes(r.url),
  )
  checks.push({
    name: 'fonts self-hosted and preloaded',
    ok: foreignFonts.length === 0 && unpreloaded.length === 0,
    detail:
      page.byKind.font.requests === 0
        ? 'no web fonts (system font stack)'
        : [
            ...foreignFonts.map((r) => `foreign: ${r.url}`),
            ...unpreloaded.map((r) => `not preloaded: ${r.url}`),
            `${page.byKind.font.requests} font(s) checked`,
          ].join(', '),
  })

  const wrongType = page.resources.filter(
    (r) => r.kind === 'image' && !BUDGET.imageTypes.some((type) => r.contentType.startsWith(type)),
  )
  checks.push({
    name: 'images in modern formats (AVIF/WebP, or SVG)',
    ok: wrongType.length === 0,
    detail:
      wrongType.length === 0
        ? `${page.byKind.image.requests} image(s) checked`
        : wrongType.map((r) => `${r.url} (${r.contentType})`).join(', '),
  })

  // Every raster image fetched must be drawn by an <img> no more than 2× too wide for it.
  const drawnBy = new Map(page.images.map((image) => [image.src, image]))
  const rasters = page.resources.filter((r) => r.kind === 'image' && !r.contentType.startsWith('image/svg+xml'))
  const wrongSize = rasters.flatMap((r) => {
    const image = drawnBy.get(r.url)
    if (!image || image.renderedWidth === 0) return [`${r.url}: fetched but not drawn`]
    const limit = BUDGET.imageOversize * image.renderedWidth * image.dpr
    return image.naturalWidth > limit
      ? [`${r.url}: ${image.naturalWidth}px wide, drawn ${image.renderedWidth.toFixed(0)}px × DPR ${image.dpr}`]
      : []
  })
  checks.push({
    name: `raster images at most ${BUDGET.imageOversize}× their drawn size`,
    ok: wrongSize.length === 0,
    detail: wrongSize.length === 0 ? `${rasters.length} raster image(s) checked` : wrongSize.join('; '),
  })

  const lcp = page.lcp
  const lcpOk = lcp !== null && (lcp.tagName !== 'IMG' ? lcp.url === '' : lcp.fetchPriority === 'high')
  checks.push({
    name: 'LCP element is text or a prioritized image',
    ok: lcpOk,
    detail:
      lcp === null
        ? 'no largest-contentful-paint entry'
        : `<${lcp.tagName.toLowerCase()}>${lcp.url ? ` ${lcp.url}` : ''}${lcp.tagName === 'IMG' ? ` fetchpriority=${lcp.fetchPriority || 'auto'}` : ''} “${lcp.text}”`,
  })
  // The start tag and the text (or the image) after it: both within the first parse.
  const lcpTokens = lcp?.tokensBefore == null ? null : lcp.tokensBefore + 2
  checks.push({
    name: `LCP element within the HTML's first ${BUDGET.firstParseTokens} tokens`,
    ok: lcpTokens !== null && lcpTokens <= BUDGET.firstParseTokens,
    detail: lcpTokens === null ? 'no LCP element to place' : `its text is token ${lcpTokens}`,
  })
  return checks
}

/**
 * The security headers every response carries, as a pure function of two settings, so
 * next.config.ts and the unit tests share one definition. The README's "Security" section
 * explains each header; `tests/security-csp.spec.ts` proves the policy lets every page,
 * window and the calendar work without a single violation.
 */

export type SecuritySettings = {
  /** SANITY_STUDIO_URL: the Studio whose Presentation tool frames the site in draft mode. Unset: nobody may frame it. */
  studioUrl?: string
  /** NEXT_PUBLIC_SANITY_PROJECT_ID: in draft mode, visual editing reads drafts from this project's Content Lake. */
  sanityProjectId?: string
}

export type HttpHeader = { key: string; value: string }

/** The shape next.config's `headers()` returns (Next's own type lives in an internal module). */
export type HeaderRule = {
  source: string
  has?: { type: 'cookie'; key: string }[]
  headers: HttpHeader[]
}

/** Browsers send violation reports here (web/app/api/csp-report/route.ts logs them); no third party sees them. */
export const CSP_REPORT_PATH = '/api/csp-report'
const REPORT_GROUP = 'csp'

/** The cookie Next sets while draft mode is on (`draftMode().enable()`); only then may the Studio frame the site. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * Every origin outside this site that a browser is allowed to reach, with the reason. Nothing
 * else is allowed: a new third party means a new line here, with its justification.
 */
export const THIRD_PARTY_SOURCES = {
  /** Sanity image assets: the logo `<img>` and CMS images when content is hosted (next/image fetches them server-side). */
  sanityImages: 'https://cdn.sanity.io',
  /** @vapi-ai/web 2.7: the client's default `baseUrl`; POST /call/web creates the web call. */
  vapiApi: 'https://api.vapi.ai',
  /**
   * daily-js 0.87 with `avoidEval` loads https://c.daily.co/call-machine/versioned/0.87.0/static/
   * call-machine-object-bundle.js with a `<script>` tag (its function `B`), instead of fetch + eval.
   */
  dailyCallMachine: 'https://c.daily.co',
  /**
   * Daily over HTTPS: the call's room (`<domain>.daily.co`, the `webCallUrl` Vapi returns),
   * the geo lookup daily-js makes (`gs.daily.co/_ks_/x-swsl/`), and the call machine's assets on c.daily.co.
   */
  dailyHttps: 'https://*.daily.co',
  /** Daily's signalling websocket, per Daily's CSP guide for call-object mode. */
  dailySignalling: 'wss://*.wss.daily.co',
  /** Daily's media infrastructure, per the same guide (the call machine is loaded at run time, so its hosts cannot be read from the package). */
  dailyInfrastructure: 'https://*.pluot.blue',
  /** Cal.com: @calcom/embed-react loads https://app.cal.com/embed/embed.js, which frames app.cal.com/<link>/embed (it rewrites cal.com to app.cal.com). */
  calApp: 'https://app.cal.com',
  /** Cal.com: embed.js's own stylesheet declares `@font-face { src: url(https://cal.com/cal.ttf) }`. */
  calFonts: 'https://cal.com',
} as const

const S = THIRD_PARTY_SOURCES

/**
 * The Studio's origin from SANITY_STUDIO_URL; a path is dropped (frame-ancestors takes origins).
 * A value that is not a URL stops the build rather than silently allowing nothing, or anything.
 */
export function studioOrigin(studioUrl: string | undefined): string | undefined {
  if (!studioUrl) return undefined
  let url: URL
  try {
    url = new URL(studioUrl)
  } catch {
    throw new Error(
      `SANITY_STUDIO_URL must be an absolute URL such as https://example.sanity.studio, got "${studioUrl}"`,
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SANITY_STUDIO_URL must be an http(s) URL, got "${studioUrl}"`)
  }
  return url.origin
}

/** A Sanity project id is a-z, 0-9 and dashes (publicEnv checks the same); anything else would inject a source. */
function contentLakeOrigins(projectId: string | undefined): string[] {
  if (!projectId) return []
  if (!/^[a-z0-9-]+$/.test(projectId)) {
    throw new Error('NEXT_PUBLIC_SANITY_PROJECT_ID must be a Sanity project id (a-z, 0-9, -)')
  }
  return [`https://${projectId}.api.sanity.io`, `wss://${projectId}.api.sanity.io`]
}

/**
 * The Content-Security-Policy. `draftMode` adds what visual editing needs: framing by the
 * Studio and reading drafts from the Content Lake.
 *
 * script-src keeps 'unsafe-inline': the pages are prerendered once and served as static files,
 * and Next writes its hydration data as inline scripts. A nonce has to change on every
 * response, which forces every page to render per request; hashes of those scripts change
 * whenever a publish revalidates a page, so a policy fixed at build time would block the new
 * HTML. The README's "Security" section weighs this trade-off.
 */
export function contentSecurityPolicy(settings: SecuritySettings, { draftMode = false } = {}): string {
  const studio = studioOrigin(settings.studioUrl)
  const contentLake = contentLakeOrigins(settings.sanityProjectId)
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        "'unsafe-inline'",
        // Daily's call machine runs Krisp noise cancellation (Vapi turns it on) as WebAssembly.
        // This allows compiling WebAssembly only, not eval() of JavaScript.
        "'wasm-unsafe-eval'",
        // Daily's CSP guide for call-object mode lists blob: for the call machine's workers and worklets.
        'blob:',
        S.dailyCallMachine,
        S.calApp,
      ],
    ],
    // React and next/image write style attributes, and embed.js injects its stylesheet.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", S.sanityImages]],
    ['font-src', ["'self'", S.calFonts]],
    [
      'connect-src',
      ["'self'", S.vapiApi, S.dailyHttps, S.dailySignalling, S.dailyInfrastructure, ...(draftMode ? contentLake : [])],
    ],
    ['frame-src', [S.calApp]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', draftMode && studio ? [studio] : ["'none'"]],
    ['report-uri', [CSP_REPORT_PATH]],
    ['report-to', [REPORT_GROUP]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

/** Browser features the site may use: the microphone for the voice demo, on this origin only; nothing else. */
export const PERMISSIONS_POLICY = [
  'microphone=(self)',
  'camera=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'display-capture=()',
].join(', ')

/** Two years, the HSTS preload list's minimum; not `preload` itself, which is hard to undo. */
export const HSTS = 'max-age=63072000; includeSubDomains'

export function securityHeaders(settings: SecuritySettings, options: { draftMode?: boolean } = {}): HttpHeader[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(settings, options) },
    { key: 'Reporting-Endpoints', value: `${REPORT_GROUP}="${CSP_REPORT_PATH}"` },
    { key: 'Strict-Transport-Security', value: HSTS },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ]
}

/**
 * next.config's `headers()`: the policy on every path, and, when a Studio or a Sanity project
 * is configured, a draft-mode variant for requests carrying the draft-mode cookie. Next applies
 * matching rules in order and a later value for the same header wins.
 */
export function securityHeaderRules(settings: SecuritySettings): HeaderRule[] {
  const rules: HeaderRule[] = [{ source: '/:path*', headers: securityHeaders(settings) }]
  if (studioOrigin(settings.studioUrl) || settings.sanityProjectId) {
    rules.push({
      source: '/:path*',
      has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }],
      headers: securityHeaders(settings, { draftMode: true }).filter(
        (header) => header.key === 'Content-Security-Policy',
      ),
    })
  }
  return rules
}

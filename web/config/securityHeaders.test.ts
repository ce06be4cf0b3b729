import { describe, expect, it } from 'vitest'
import {
  CSP_REPORT_PATH,
  contentSecurityPolicy,
  DRAFT_MODE_COOKIE,
  securityHeaderRules,
  securityHeaders,
  studioOrigin,
} from './securityHeaders'

/** The policy as a map from directive to its sources. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

const header = (headers: { key: string; value: string }[], key: string) =>
  headers.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value

describe('contentSecurityPolicy', () => {
  it('allows exactly the origins the site uses: itself, Sanity images, Vapi, Daily and Cal.com', () => {
    expect(parse(contentSecurityPolicy({}))).toEqual({
      'default-src': ["'self'"],
      'script-src': [
        "'self'",
        "'unsafe-inline'",
        "'wasm-unsafe-eval'",
        'blob:',
        'https://c.daily.co',
        'https://app.cal.com',
      ],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'https://cdn.sanity.io'],
      'font-src': ["'self'", 'https://cal.com'],
      'connect-src': [
        "'self'",
        'https://api.vapi.ai',
        'https://*.daily.co',
        'wss://*.wss.daily.co',
        'https://*.pluot.blue',
      ],
      'frame-src': ['https://app.cal.com'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'report-uri': [CSP_REPORT_PATH],
      'report-to': ['csp'],
    })
  })

  it('never allows eval of JavaScript, any origin at all, or plain http', () => {
    const policy = contentSecurityPolicy({ studioUrl: 'https://studio.example.com', sanityProjectId: 'abc123' })
    const draft = contentSecurityPolicy(
      { studioUrl: 'https://studio.example.com', sanityProjectId: 'abc123' },
      { draftMode: true },
    )
    for (const p of [policy, draft]) {
      expect(p).not.toContain("'unsafe-eval'")
      const sources = Object.values(parse(p)).flat()
      expect(sources).not.toContain('*')
      expect(sources.filter((s) => /^(https?|wss?):$/.test(s))).toEqual([])
      expect(sources.filter((s) => s.startsWith('http://'))).toEqual([])
    }
  })

  it('keeps frame-ancestors at none outside draft mode, even with a Studio configured', () => {
    expect(parse(contentSecurityPolicy({ studioUrl: 'https://studio.example.com' }))['frame-ancestors']).toEqual([
      "'none'",
    ])
  })

  it('lets only the Studio frame the site in draft mode, and the browser read drafts from the Content Lake', () => {
    const draft = parse(
      contentSecurityPolicy(
        { studioUrl: 'https://studio.example.com/desk/structure', sanityProjectId: 'abc123' },
        { draftMode: true },
      ),
    )
    expect(draft['frame-ancestors']).toEqual(['https://studio.example.com'])
    expect(draft['connect-src']).toContain('https://abc123.api.sanity.io')
    expect(draft['connect-src']).toContain('wss://abc123.api.sanity.io')
    expect(parse(contentSecurityPolicy({ sanityProjectId: 'abc123' }))['connect-src']).not.toContain(
      'https://abc123.api.sanity.io',
    )
  })

  it('stays at frame-ancestors none in draft mode when no Studio is configured', () => {
    expect(parse(contentSecurityPolicy({ sanityProjectId: 'abc123' }, { draftMode: true }))['frame-ancestors']).toEqual(
      ["'none'"],
    )
  })

  it('refuses settings that would inject a source', () => {
    expect(() => contentSecurityPolicy({ sanityProjectId: 'abc; script-src *' })).toThrow(
      /NEXT_PUBLIC_SANITY_PROJECT_ID/,
    )
    expect(() => studioOrigin('not a url')).toThrow(/SANITY_STUDIO_URL/)
    expect(() => studioOrigin('javascript:alert(1)')).toThrow(/SANITY_STUDIO_URL/)
    expect(studioOrigin('https://studio.example.com/a b;c')).toBe('https://studio.example.com')
    expect(studioOrigin(undefined)).toBeUndefined()
  })
})

describe('securityHeaders', () => {
  it('sends HSTS, nosniff, the referrer policy and a permissions policy with the microphone for this site only', () => {
    const headers = securityHeaders({})
    expect(header(headers, 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains')
    expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff')
    expect(header(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    const permissions = header(headers, 'Permissions-Policy')?.split(', ')
    expect(permissions).toContain('microphone=(self)')
    expect(permissions).toContain('camera=()')
    expect(permissions).toContain('geolocation=()')
    expect(header(headers, 'Reporting-Endpoints')).toBe(`csp="${CSP_REPORT_PATH}"`)
  })
})

describe('securityHeaderRules', () => {
  it('is one rule for every path when neither a Studio nor a project is configured', () => {
    const rules = securityHeaderRules({})
    expect(rules).toHaveLength(1)
    expect(rules[0]?.source).toBe('/:path*')
  })

  it('adds a later draft-mode rule, matched on the draft-mode cookie, that replaces only the policy', () => {
    const rules = securityHeaderRules({ studioUrl: 'https://studio.example.com' })
    expect(rules).toHaveLength(2)
    const draft = rules[1]
    expect(draft?.has).toEqual([{ type: 'cookie', key: DRAFT_MODE_COOKIE }])
    expect(draft?.headers.map((h) => h.key)).toEqual(['Content-Security-Policy'])
    expect(parse(header(draft?.headers ?? [], 'Content-Security-Policy') ?? '')['frame-ancestors']).toEqual([
      'https://studio.example.com',
    ])
  })
})

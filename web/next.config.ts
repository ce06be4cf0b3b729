import path from 'node:path'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { localSiteUrl } from './config/localSiteUrl'
import { securityHeaderRules } from './config/securityHeaders'

const repoRoot = path.resolve(import.meta.dirname, '..')
const siteUrl = process.env.NEXT_PUBLIC_SITE_URL || localSiteUrl()

const nextConfig: NextConfig = {
  // Lets two builds live side by side (e.g. the benchmark's or a second worktree's); defaults to .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // The public address, written into the build even when unset (then localhost, on the port of the
  // build). Pages are prerendered with it, and pages the server renders later (after a publish, or
  // the hourly refresh) must name the same one: read at run time, the default would follow the port
  // `next start` was given, and one page's canonical link would name another server than the rest.
  env: { NEXT_PUBLIC_SITE_URL: siteUrl },
  poweredByHeader: false,
  // The workspace's schema package ships TypeScript source.
  transpilePackages: ['@site/schemas'],
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  // The test command type-checks every workspace once with `tsc -b`; doing it
  // again inside `next build` would only double the time on a 2-core machine.
  typescript: { ignoreBuildErrors: true },
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
  },
  // Security headers on every route (web/config/securityHeaders.ts). Next writes them into the
  // build's routes manifest, so SANITY_STUDIO_URL must be set when `next build` runs.
  async headers() {
    return securityHeaderRules({
      studioUrl: process.env.SANITY_STUDIO_URL || undefined,
      sanityProjectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || undefined,
    })
  },
}

export default function config(phase: string): NextConfig {
  // Canonical links, social URLs, structured data and the sitemap are written into the prerendered
  // pages. Built without the public address they name localhost, which is right on a laptop and
  // quietly wrong anywhere else, so the build says so.
  // Once per build: `next build` loads this file twice, and the second load sees the flag this
  // first one leaves in the environment.
  if (phase === PHASE_PRODUCTION_BUILD && !process.env.NEXT_PUBLIC_SITE_URL && !process.env.SITE_URL_WARNED) {
    process.env.SITE_URL_WARNED = '1'
    console.warn(
      `NEXT_PUBLIC_SITE_URL is not set: canonical links and the sitemap will name ${siteUrl}. Set it to the public address when building for a real site.`,
    )
  }
  return nextConfig
}

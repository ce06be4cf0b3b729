import { ImageResponse } from 'next/og'
import { stegaClean } from 'next-sanity'

/** 1200 × 630 is the size Facebook, LinkedIn and X show largest. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 }
export const SOCIAL_IMAGE_TYPE = 'image/png'

export type SocialImageText = { brandName: string; title: string; tagline: string }

/** The text a screen reader reads for the sharing image: what the picture says. */
export function socialImageAlt({ brandName, title }: SocialImageText): string {
  return `${stegaClean(title)} – ${stegaClean(brandName)}`
}

/**
 * A page's sharing picture: the brand, the page's title and the tagline on the site's dark
 * hero colours. No `fonts` option on purpose: `next/og` then uses the font it bundles, so the
 * image renders offline at build time.
 */
export function renderSocialImage(text: SocialImageText): ImageResponse {
  const { brandName, title, tagline } = stegaClean(text)
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        color: '#ffffff',
        backgroundColor: '#020617',
        backgroundImage:
          'radial-gradient(circle at 0% 0%, rgba(59,130,246,0.45), transparent 55%), radial-gradient(circle at 100% 100%, rgba(168,85,247,0.4), transparent 50%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 40, fontWeight: 700 }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 14,
            backgroundImage: 'linear-gradient(135deg, #3b82f6, #a855f7)',
          }}
        />
        {brandName}
      </div>
      <div style={{ display: 'flex', fontSize: 68, fontWeight: 700, lineHeight: 1.15, maxWidth: 1040 }}>{title}</div>
      <div style={{ display: 'flex', fontSize: 30, color: '#cbd5e1', maxWidth: 1040 }}>{tagline}</div>
    </div>,
    SOCIAL_IMAGE_SIZE,
  )
}

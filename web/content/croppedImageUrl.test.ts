import { describe, expect, it } from 'vitest'
import { croppedImageUrl } from './croppedImageUrl'

const project = { sanityProjectId: 'abc123', sanityDataset: 'production' }
const ASSET = 'image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x1000-jpg'
const URL_ON_CDN = 'https://cdn.sanity.io/images/abc123/production/Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x1000.jpg'
const SIZE = { width: 1200, height: 800 }

describe('the address of a picture as the editor framed it', () => {
  it('cuts the crop out of the upload, then the card’s 3:2 around the focal point', () => {
    const url = new URL(
      croppedImageUrl(
        {
          url: URL_ON_CDN,
          asset: { _ref: ASSET },
          // The left half of a 2000 × 1000 upload, with the focal point in its left quarter.
          crop: { top: 0, bottom: 0, left: 0, right: 0.5 },
          hotspot: { x: 0.125, y: 0.5, width: 0.1, height: 0.1 },
        },
        SIZE,
        project,
      ) ?? '',
    )
    expect(url.origin + url.pathname).toBe(URL_ON_CDN)
    // 1,000 × 1,000 left after the crop; a 3:2 frame of it is 1,000 × 667, centred vertically.
    expect(url.searchParams.get('rect')).toBe('0,167,1000,667')
    expect(url.searchParams.get('w')).toBe('1200')
    expect(url.searchParams.get('h')).toBe('800')
  })

  it('moves the 3:2 frame towards the focal point of a tall picture', () => {
    const tall = 'image-Tb9Ew8CXIwaY6R1kjMvI0uRR-1000x2000-jpg'
    const top = croppedImageUrl(
      { url: URL_ON_CDN, asset: { _ref: tall }, hotspot: { x: 0.5, y: 0.1, width: 0.1, height: 0.1 } },
      SIZE,
      project,
    )
    const bottom = croppedImageUrl(
      { url: URL_ON_CDN, asset: { _ref: tall }, hotspot: { x: 0.5, y: 0.9, width: 0.1, height: 0.1 } },
      SIZE,
      project,
    )
    expect(new URL(top ?? '').searchParams.get('rect')).toBe('0,0,1000,667')
    expect(new URL(bottom ?? '').searchParams.get('rect')).toBe('0,1333,1000,667')
  })

  it('leaves a picture the editor did not frame, a bundled picture, and a site without a project as they are', () => {
    expect(croppedImageUrl({ url: URL_ON_CDN, asset: { _ref: ASSET } }, SIZE, project)).toBe(URL_ON_CDN)
    const bundled = { url: '/seed-images/service-1.webp', asset: { _ref: ASSET }, crop: { left: 0.1 } }
    expect(croppedImageUrl(bundled, SIZE, project)).toBe('/seed-images/service-1.webp')
    const framed = { url: URL_ON_CDN, asset: { _ref: ASSET }, crop: { left: 0.1, right: 0, top: 0, bottom: 0 } }
    expect(croppedImageUrl(framed, SIZE, { sanityProjectId: undefined, sanityDataset: 'production' })).toBe(URL_ON_CDN)
  })
})

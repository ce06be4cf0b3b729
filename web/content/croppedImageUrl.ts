import { createImageUrlBuilder } from '@sanity/image-url'
import { publicEnv } from '@/config/publicEnv'

/** An image as the queries return it: its file's address, and the editor's crop and focal point. */
export type EditedImage = {
  url: string | null
  asset?: { _ref: string } | null
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null
  hotspot?: { x?: number; y?: number; width?: number; height?: number } | null
}

/**
 * The address of the picture as the editor framed it in the Studio: cut to their crop, then to
 * `width` × `height` around their focal point (Sanity's image API does both, the builder writes
 * its parameters). Next's image optimiser then resizes that for each screen. Bundled pictures,
 * and any not on Sanity's CDN, have no crop and are returned as they are.
 */
export function croppedImageUrl(
  image: EditedImage,
  size: { width: number; height: number },
  project: Pick<typeof publicEnv, 'sanityProjectId' | 'sanityDataset'> = publicEnv,
): string | null {
  const { url, asset, crop, hotspot } = image
  if (!url || !asset?._ref || !(crop || hotspot) || !project.sanityProjectId) return url
  if (!url.startsWith('https://cdn.sanity.io/')) return url
  return createImageUrlBuilder({ projectId: project.sanityProjectId, dataset: project.sanityDataset })
    .image({ asset, crop: crop ?? undefined, hotspot: hotspot ?? undefined })
    .width(size.width)
    .height(size.height)
    .fit('crop')
    .url()
}

import { getImageProps, type ImageProps } from 'next/image'

/**
 * An optimised, responsive image (srcset through Next's image optimiser) drawn on the server as
 * a plain `<img>`. `next/image`'s component is a client component: every page using it ships its
 * code (about 4 KiB gzip) just to render an image that needs no script at all.
 */
export function ResponsiveImage(props: ImageProps & { alt: string }) {
  const { props: imageProps } = getImageProps(props)
  // biome-ignore lint/performance/noImgElement: this is next/image's own output, rendered without its client code.
  return <img {...imageProps} alt={props.alt} />
}

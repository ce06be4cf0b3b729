'use client'

import { useEffect, useRef, useState } from 'react'

/**
 * The brand logo, removed when it cannot load (spec: "logo hidden if it fails to load").
 * An error that fires before hydration is caught by checking the finished image on mount.
 */
export function BrandLogo({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(!src)
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const image = ref.current
    if (image?.complete && image.naturalWidth === 0) setFailed(true)
  }, [])
  if (failed || !src) return null
  // Decorative beside the brand name, which names the link.
  // biome-ignore lint/performance/noImgElement: an SVG logo needs no resizing, and next/image refuses SVG by default.
  return <img ref={ref} src={src} alt="" width={36} height={36} className={className} onError={() => setFailed(true)} />
}

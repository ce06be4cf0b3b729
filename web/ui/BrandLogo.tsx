'use client'

import { useEffect, useRef, useState } from 'react'

/**
 * The brand logo, removed when it cannot load (spec: "logo hidden if it fails to load").
 * An error that fires before hydration is caught by checking the finished image on mount.
 *
 * Without script nothing removes it, so a failure must draw nothing by itself: Chromium frames a
 * broken image in grey whenever it has a size. So the box (`className` sizes it) keeps the logo's
 * room, and the image placed in it has no size of its own, only limits: the picture fits the box,
 * and a broken one collapses to nothing. Placed absolutely, it cannot shift anything as it loads
 * (which is also why Lighthouse does not ask it for a width and height).
 */
export function BrandLogo({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(!src)
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const image = ref.current
    if (image?.complete && image.naturalWidth === 0) setFailed(true)
  }, [])
  if (failed || !src) return null
  return (
    <span className={`relative shrink-0 ${className ?? ''}`}>
      {/* Decorative beside the brand name, which names the link. */}
      {/* biome-ignore lint/performance/noImgElement: an SVG logo needs no resizing, and next/image refuses SVG by default. */}
      <img
        ref={ref}
        src={src}
        alt=""
        className="absolute inset-0 m-auto max-h-full max-w-full"
        onError={() => setFailed(true)}
      />
    </span>
  )
}

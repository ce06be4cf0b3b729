'use client'

import { type ReactNode, useEffect, useRef } from 'react'

type Props = {
  children: ReactNode
  /** Share of an item that must be visible before it reveals (spec: 0.1). */
  threshold: number
  /** Delay between consecutive items, in ms (spec: 80 for benefit cards). */
  staggerMs?: number
  /** Changing this key hides the items and reveals them again (the pricing tabs use it). */
  resetKey?: string
  /** With resetKey: reveal everything after this delay instead of waiting for intersection. */
  revealAllAfterMs?: number
  className?: string
}

/**
 * Fades in the `[data-reveal]` items inside it as they enter the viewport; once visible they
 * stay visible. Items are only hidden after this script runs (the `data-reveal-ready` flag),
 * so without JavaScript, or before it loads, every card is simply there.
 */
export function RevealOnScroll({ children, threshold, staggerMs = 0, resetKey, revealAllAfterMs, className }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = ref.current
    if (!root) return
    const items = Array.from(root.querySelectorAll<HTMLElement>('[data-reveal]'))
    items.forEach((item, index) => {
      item.dataset.revealed = 'false'
      item.style.transitionDelay = `${index * staggerMs}ms`
    })
    root.dataset.revealReady = 'true'
    if (revealAllAfterMs !== undefined && resetKey !== undefined) {
      const timer = window.setTimeout(() => {
        for (const item of items) item.dataset.revealed = 'true'
      }, revealAllAfterMs)
      return () => window.clearTimeout(timer)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          ;(entry.target as HTMLElement).dataset.revealed = 'true'
          observer.unobserve(entry.target)
        }
      },
      { threshold },
    )
    for (const item of items) observer.observe(item)
    return () => observer.disconnect()
  }, [threshold, staggerMs, resetKey, revealAllAfterMs])
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  )
}

'use client'

import { Pause, Play } from 'lucide-react'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { TIMINGS } from '@/config/timings'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
}

/** Cycles through `count` items every `intervalMs` while `running`. */
export function useRotatingIndex(count: number, intervalMs: number, running: boolean): number {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (!running || count < 2) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => window.clearInterval(timer)
  }, [count, intervalMs, running])
  return index
}

/**
 * The hero's first word. All words share one grid cell, so the widest sets the width and
 * nothing moves as they change. The whole thing is hidden from screen readers: the heading
 * carries one stable sentence for them instead (see Hero).
 */
export function RotatingWord({ words }: { words: string[] }) {
  const reducedMotion = usePrefersReducedMotion()
  const [paused, setPaused] = useState(false)
  const index = useRotatingIndex(words.length, TIMINGS.heroWordMs, !paused && !reducedMotion)
  return (
    <>
      <span aria-hidden="true" className="inline-grid">
        {words.map((word, i) => (
          <span
            key={word}
            data-active={i === index}
            className="col-start-1 row-start-1 bg-linear-to-r from-blue-400 to-cyan-300 bg-clip-text text-transparent opacity-0 transition-opacity duration-500 data-[active=true]:opacity-100 motion-reduce:transition-none"
          >
            {word}
          </span>
        ))}
      </span>
      {!reducedMotion && words.length > 1 && (
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-pressed={paused}
          className="ms-3 inline-flex size-8 translate-y-[-0.35em] items-center justify-center rounded-full border border-white/30 align-middle text-white hover:bg-white/10"
        >
          <span className="sr-only">Pause word animation</span>
          {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        </button>
      )}
    </>
  )
}

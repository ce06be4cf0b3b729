'use client'

import { Pause, Play } from 'lucide'
import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { TIMINGS } from '@/config/timings'
import { SvgIcon } from '@/ui/SvgIcon'

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
 * Whether any of the section holding `ref` is on screen. Scrolled away, the hero's motion stops:
 * on a phone at 4x CPU slowdown its floating dots and rotating word kept the main thread busy
 * about 15% of the time, which delayed every tap further down the page. (`content-visibility:
 * auto` stopped them too, but a page opened, reloaded or gone back to below the hero then laid it
 * out at an estimated height until shown, and the browser's restored scroll position landed 115
 * to 307 px off.)
 */
function useSectionOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(true)
  useEffect(() => {
    const section = ref.current?.closest('section')
    if (!section) return
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true))
    observer.observe(section)
    return () => observer.disconnect()
  }, [ref])
  return onScreen
}

/**
 * The hero headline. Its first word rotates: all words share one grid cell, so the widest sets
 * the width and nothing moves as they change. Only the word shown is text; the others are drawn
 * from their `data-word` by CSS (generated content, hidden from screen readers), so the heading's
 * text and its name to a screen reader are what the screen shows ("Optimize Your Business with AI
 * Automation" while Optimize shows), with no second copy of the words. A heading is no live
 * region: the change is not announced, it is read when the visitor comes to the heading. The word
 * leaving keeps its place and fades as generated content. The pause control, for the word and
 * the hero's dots, sits outside the heading so it does not become part of the heading's name
 * (WCAG 2.2.2 asks for it; reduced motion needs none).
 */
export function RotatingHeadline({ words, line2, line3 }: { words: string[]; line2: string; line3: string }) {
  const reducedMotion = usePrefersReducedMotion()
  const [paused, setPaused] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const onScreen = useSectionOnScreen(root)
  const index = useRotatingIndex(words.length, TIMINGS.heroWordMs, !paused && !reducedMotion && onScreen)
  return (
    // The pause stops the hero's floating dots too (globals.css): WCAG 2.2.2 asks for a way to
    // stop any motion that runs on its own for more than five seconds, decoration included. So
    // does scrolling the hero away.
    <div ref={root} className="relative" data-animation-paused={paused || !onScreen || undefined}>
      <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight sm:text-5xl xl:text-6xl">
        <span className="inline-grid">
          {words.map((word, i) => (
            <span
              key={word}
              // The outgoing word fades out before the incoming one fades in (the delay): crossed,
              // two words in one cell read as neither.
              data-active={i === index}
              data-word={word}
              aria-hidden={i === index ? undefined : true}
              className="col-start-1 row-start-1 bg-linear-to-r from-blue-400 to-cyan-300 bg-clip-text text-transparent opacity-0 transition-opacity duration-250 not-data-[active=true]:before:content-[attr(data-word)] data-[active=true]:opacity-100 data-[active=true]:delay-250 motion-reduce:transition-none"
            >
              {/* An element of its own, as is all text that changes (see the pause button below). */}
              {i === index && <span>{word}</span>}
            </span>
          ))}
        </span>{' '}
        {/* The fixed lines name the hero's landmark (Hero): the whole heading, its word changing
            every 2 s, gave a screen reader's list of landmarks a new name each time. */}
        <span id="hero-line2" className="block">
          {line2}
        </span>{' '}
        <span id="hero-line3" className="block text-slate-300">
          {line3}
        </span>
      </h1>
      {!reducedMotion && words.length > 1 && (
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="js-only mt-4 inline-flex items-center gap-2 rounded-full border border-white/30 px-3 py-1.5 text-xs font-medium text-slate-200 hover:bg-white/10"
        >
          {/* The label says what a press does, as the icon does; so no aria-pressed, which would
              need one label for both states. Each label is an element of its own, as is all text that
              changes: a browser translating the page replaces bare text nodes, and React, inserting
              beside one it no longer finds, failed the whole page (tests/translated-page.spec.ts). */}
          {paused ? (
            <>
              <SvgIcon icon={Play} className="size-3.5" />
              <span>Play animation</span>
            </>
          ) : (
            <>
              <SvgIcon icon={Pause} className="size-3.5" />
              <span>Pause animation</span>
            </>
          )}
        </button>
      )}
    </div>
  )
}

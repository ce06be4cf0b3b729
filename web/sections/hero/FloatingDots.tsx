/** The spec's 20 floating dots: decoration in pure CSS, standing still under reduced motion. */
const DOT_COUNT = 20

// Spread the dots with a fixed low-discrepancy sequence, so server and client agree and
// every build looks the same.
const dots = Array.from({ length: DOT_COUNT }, (_, i) => ({
  left: `${((i * 61.8) % 100).toFixed(1)}%`,
  top: `${((i * 37.3 + 11) % 100).toFixed(1)}%`,
  size: 4 + (i % 4) * 2,
  delay: `${(i % 7) * -1.3}s`,
  duration: `${8 + (i % 5) * 2}s`,
}))

export function FloatingDots() {
  return (
    <div aria-hidden="true" data-testid="floating-dots" className="pointer-events-none absolute inset-0 -z-10">
      {dots.map((dot) => (
        <span
          key={`${dot.left}-${dot.top}`}
          className="floating-dot absolute rounded-full bg-blue-300/40"
          style={{
            left: dot.left,
            top: dot.top,
            width: dot.size,
            height: dot.size,
            animationDelay: dot.delay,
            animationDuration: dot.duration,
          }}
        />
      ))}
    </div>
  )
}

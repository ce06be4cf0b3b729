import type { LANDING_PAGE_QUERY_RESULT } from '@/sanity.types'
import { ButtonLink } from '@/ui/ButtonLink'
import { Icon } from '@/ui/Icon'
import { FloatingDots } from './FloatingDots'
import { RotatingHeadline } from './RotatingHeadline'

type HeroContent = NonNullable<LANDING_PAGE_QUERY_RESULT>['hero']

/**
 * A 320 px phone gives each of three figures 85 px, about 5 characters at their size (the Studio
 * allows 12). Longer figures, such as "1,000,000+", stand one under another below md (at 640 px a
 * figure of 9 characters still split its last character onto a line of its own).
 */
const PHONE_ROW_FIGURE_CHARS = 5
const fitsThreeAcrossOnPhones = (stats: HeroContent['stats']) =>
  stats.every((stat) => stat.value.length <= PHONE_ROW_FIGURE_CHARS)

export function Hero({ hero }: { hero: HeroContent }) {
  return (
    <section
      id="top"
      aria-labelledby="hero-line2 hero-line3"
      className="relative isolate overflow-hidden bg-slate-950 px-4 pt-28 pb-20 text-white sm:px-6 lg:px-8 lg:pt-36 lg:pb-28"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-[1.5fr_1fr]">
        <div>
          <RotatingHeadline words={hero.rotatingWords} line2={hero.headlineLine2} line3={hero.headlineLine3} />
          <p className="mt-6 max-w-2xl text-lg text-slate-300">{hero.intro}</p>
          {/* Side by side from sm, each label on one line: where the two do not fit beside each other
              (a 1024 px window, whose hero column is narrowest, with a wide font), the second moves
              under the first rather than both breaking in two. */}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {/* A transparent border as wide as the outlined button's beside it, so both labels sit
                on one line (and forced colours draw it as an edge). */}
            <ButtonLink
              href="#booking"
              className="rounded-lg border border-transparent bg-blue-600 px-6 py-3 text-center font-semibold shadow-lg shadow-blue-600/30 hover:bg-blue-700 sm:whitespace-nowrap"
            >
              {hero.primaryCtaLabel}
            </ButtonLink>
            <ButtonLink
              href="#services"
              className="rounded-lg border border-white/30 px-6 py-3 text-center font-semibold hover:bg-white/10 sm:whitespace-nowrap"
            >
              {hero.secondaryCtaLabel}
            </ButtonLink>
          </div>
        </div>
        {/* Three across from sm. Between 640 and 768 px (a phone turned sideways, a small tablet) a
            tile's icon sits above its title: beside it, the title had about 76 px and "Automation"
            broke inside the word, and stacked full width the three tiles took a landscape phone's
            whole screen. The tiles mute the dots drifting behind them
            with a mostly opaque fill, not a backdrop blur: a blur over moving dots is drawn again
            every frame, and kept a page resting at the top over a core busy in software-drawn
            Chromium (1.13 against 0.36 cores, scripts/bench/FINDINGS.md). */}
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {hero.tiles.map((tile) => (
            <li
              key={tile._key}
              className="flex items-center gap-4 rounded-2xl border border-white/10 bg-slate-900/85 p-5 sm:max-lg:flex-col sm:max-lg:items-start sm:max-lg:gap-3"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-blue-500 to-purple-500">
                <Icon name={tile.icon} className="size-6" />
              </span>
              <span className="min-w-0 font-semibold">{tile.title}</span>
            </li>
          ))}
        </ul>
        {/* Spec: the row of statistics sits below the tiles (on wide screens, below both columns). */}
        <dl
          className={`grid gap-4 border-t border-white/10 pt-10 lg:col-span-2 ${
            fitsThreeAcrossOnPhones(hero.stats) ? 'grid-cols-3' : 'grid-cols-1 md:grid-cols-3'
          }`}
        >
          {hero.stats.map((stat) => (
            <div key={stat._key} className="flex flex-col-reverse justify-end">
              <dt className="text-sm text-slate-400">{stat.label}</dt>
              <dd className="text-2xl font-bold sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {/* Decoration comes after the text, so the text is within the HTML's first 250 tokens,
          which Chromium may paint on their own (BUDGET.firstParseTokens); -z-10 keeps it behind. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,rgba(59,130,246,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgba(168,85,247,0.3),transparent_50%)]"
      />
      <FloatingDots />
    </section>
  )
}

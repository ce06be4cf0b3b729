/**
 * Generates the pictures bundled with the seed content into web/public/seed-images/:
 * the logo (logo.svg) and one abstract, text-free picture per service
 * (service-1.webp … service-5.webp, 1200 × 800, each under 40 KB).
 *
 * Run from the repository root:  node_modules/.bin/tsx scripts/seed/make-images.ts
 * The output is deterministic, so re-running it only rewrites identical files.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import sharp from 'sharp'

const OUT_DIR = resolve(import.meta.dirname, '../../web/public/seed-images')
const WIDTH = 1200
const HEIGHT = 800
const MAX_BYTES = 40 * 1024

type Palette = { from: string; to: string; glow: string }

/** The same colour pairs as the site's card gradients (see GRADIENT_NAMES in schemas/src/options.ts). */
const PALETTES = {
  'blue-cyan': { from: '#3b82f6', to: '#06b6d4', glow: '#38bdf8' },
  'purple-pink': { from: '#a855f7', to: '#ec4899', glow: '#d946ef' },
  'emerald-teal': { from: '#10b981', to: '#14b8a6', glow: '#34d399' },
  'orange-amber': { from: '#f97316', to: '#f59e0b', glow: '#fb923c' },
  'indigo-violet': { from: '#6366f1', to: '#8b5cf6', glow: '#818cf8' },
} as const satisfies Record<string, Palette>

/** Shared background: deep navy with two soft glows in the service's colours. */
function frame(p: Palette, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b1022"/>
      <stop offset="1" stop-color="#141b3a"/>
    </linearGradient>
    <linearGradient id="brand" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.from}"/>
      <stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
    <linearGradient id="brandSoft" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.from}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${p.to}" stop-opacity="0.15"/>
    </linearGradient>
    <radialGradient id="glowA" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${p.glow}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${p.glow}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glowB" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${p.to}" stop-opacity="0.4"/>
      <stop offset="1" stop-color="${p.to}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="260" cy="180" r="420" fill="url(#glowA)"/>
  <circle cx="980" cy="660" r="460" fill="url(#glowB)"/>
  ${body}
</svg>`
}

/** 1 · Voice agents and chatbots: a sound wave between two chat bubbles. */
function voiceAndChat(p: Palette): string {
  const bars = [60, 110, 180, 260, 320, 240, 150, 220, 300, 200, 120, 170, 90, 50]
  const barWidth = 26
  const gap = 18
  const startX = (WIDTH - bars.length * (barWidth + gap) + gap) / 2
  const wave = bars
    .map((h, i) => {
      const x = startX + i * (barWidth + gap)
      return `<rect x="${x}" y="${400 - h / 2}" width="${barWidth}" height="${h}" rx="13" fill="url(#brand)" opacity="${0.55 + (i % 3) * 0.15}"/>`
    })
    .join('')
  return frame(
    p,
    `<path d="M150 150 h300 a40 40 0 0 1 40 40 v110 a40 40 0 0 1 -40 40 h-210 l-60 50 v-50 h-30 a40 40 0 0 1 -40 -40 v-110 a40 40 0 0 1 40 -40z" fill="url(#brandSoft)" stroke="${p.glow}" stroke-opacity="0.5" stroke-width="3"/>
  <rect x="200" y="205" width="200" height="16" rx="8" fill="#ffffff" opacity="0.35"/>
  <rect x="200" y="245" width="140" height="16" rx="8" fill="#ffffff" opacity="0.25"/>
  <path d="M1050 470 h-300 a40 40 0 0 0 -40 40 v110 a40 40 0 0 0 40 40 h210 l60 50 v-50 h30 a40 40 0 0 0 40 -40 v-110 a40 40 0 0 0 -40 -40z" fill="url(#brandSoft)" stroke="${p.glow}" stroke-opacity="0.5" stroke-width="3"/>
  <rect x="800" y="525" width="200" height="16" rx="8" fill="#ffffff" opacity="0.35"/>
  <rect x="860" y="565" width="140" height="16" rx="8" fill="#ffffff" opacity="0.25"/>
  ${wave}`,
  )
}

/** 2 · Process automation: connected workflow nodes flowing left to right. */
function workflow(p: Palette): string {
  const nodes: [number, number, number][] = [
    [180, 400, 54],
    [420, 230, 44],
    [420, 570, 44],
    [680, 400, 64],
    [920, 250, 44],
    [920, 550, 44],
    [1080, 400, 36],
  ]
  const links: [number, number][] = [
    [0, 1],
    [0, 2],
    [1, 3],
    [2, 3],
    [3, 4],
    [3, 5],
    [4, 6],
    [5, 6],
  ]
  const paths = links
    .map(([a, b]) => {
      const [x1, y1] = nodes[a] ?? [0, 0]
      const [x2, y2] = nodes[b] ?? [0, 0]
      const mx = (x1 + x2) / 2
      return `<path d="M${x1} ${y1} C${mx} ${y1} ${mx} ${y2} ${x2} ${y2}" fill="none" stroke="url(#brand)" stroke-width="8" stroke-linecap="round" opacity="0.7"/>`
    })
    .join('')
  const circles = nodes
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r + 18}" fill="url(#brandSoft)"/><circle cx="${x}" cy="${y}" r="${r}" fill="#0f1530" stroke="url(#brand)" stroke-width="8"/><circle cx="${x}" cy="${y}" r="${r / 3}" fill="url(#brand)"/>`,
    )
    .join('')
  return frame(p, `${paths}${circles}`)
}

/** 3 · Websites: a browser window with a hero block, cards and a chat bubble. */
function website(p: Palette): string {
  return frame(
    p,
    `<rect x="170" y="110" width="860" height="580" rx="28" fill="#0f1530" stroke="url(#brand)" stroke-width="4"/>
  <rect x="170" y="110" width="860" height="64" rx="28" fill="url(#brandSoft)"/>
  <circle cx="215" cy="142" r="10" fill="${p.from}"/>
  <circle cx="250" cy="142" r="10" fill="${p.glow}" opacity="0.7"/>
  <circle cx="285" cy="142" r="10" fill="${p.to}" opacity="0.5"/>
  <rect x="340" y="130" width="420" height="24" rx="12" fill="#ffffff" opacity="0.12"/>
  <rect x="220" y="220" width="760" height="200" rx="20" fill="url(#brand)" opacity="0.85"/>
  <rect x="260" y="270" width="300" height="22" rx="11" fill="#ffffff" opacity="0.55"/>
  <rect x="260" y="312" width="220" height="22" rx="11" fill="#ffffff" opacity="0.35"/>
  <rect x="260" y="360" width="140" height="34" rx="17" fill="#ffffff" opacity="0.8"/>
  <rect x="220" y="450" width="236" height="190" rx="18" fill="url(#brandSoft)"/>
  <rect x="482" y="450" width="236" height="190" rx="18" fill="url(#brandSoft)"/>
  <rect x="744" y="450" width="236" height="190" rx="18" fill="url(#brandSoft)"/>
  <circle cx="1020" cy="650" r="62" fill="url(#brand)"/>
  <path d="M992 632 h56 a10 10 0 0 1 10 10 v22 a10 10 0 0 1 -10 10 h-30 l-16 14 v-14 h-10 a10 10 0 0 1 -10 -10 v-22 a10 10 0 0 1 10 -10z" fill="#ffffff" opacity="0.9"/>`,
  )
}

/** 4 · Mobile apps: two phones, one showing an assistant conversation. */
function mobile(p: Palette): string {
  const phone = (x: number, y: number, tilt: number, inner: string) =>
    `<g transform="rotate(${tilt} ${x + 140} ${y + 270})">
    <rect x="${x}" y="${y}" width="280" height="540" rx="42" fill="#0f1530" stroke="url(#brand)" stroke-width="6"/>
    <rect x="${x + 105}" y="${y + 20}" width="70" height="12" rx="6" fill="#ffffff" opacity="0.2"/>
    ${inner}
  </g>`
  const cards = (x: number, y: number) =>
    `<rect x="${x + 28}" y="${y + 60}" width="224" height="120" rx="18" fill="url(#brand)" opacity="0.85"/>
    <rect x="${x + 28}" y="${y + 200}" width="224" height="70" rx="16" fill="url(#brandSoft)"/>
    <rect x="${x + 28}" y="${y + 286}" width="224" height="70" rx="16" fill="url(#brandSoft)"/>
    <rect x="${x + 28}" y="${y + 372}" width="224" height="70" rx="16" fill="url(#brandSoft)"/>
    <rect x="${x + 90}" y="${y + 470}" width="100" height="36" rx="18" fill="url(#brand)" opacity="0.7"/>`
  const chat = (x: number, y: number) =>
    `<rect x="${x + 28}" y="${y + 70}" width="170" height="56" rx="20" fill="url(#brandSoft)"/>
    <rect x="${x + 82}" y="${y + 146}" width="170" height="56" rx="20" fill="url(#brand)" opacity="0.85"/>
    <rect x="${x + 28}" y="${y + 222}" width="200" height="80" rx="20" fill="url(#brandSoft)"/>
    <rect x="${x + 112}" y="${y + 322}" width="140" height="56" rx="20" fill="url(#brand)" opacity="0.85"/>
    <rect x="${x + 28}" y="${y + 460}" width="224" height="44" rx="22" fill="#ffffff" opacity="0.12"/>
    <circle cx="${x + 230}" cy="${y + 482}" r="16" fill="url(#brand)"/>`
  return frame(
    p,
    `<circle cx="600" cy="400" r="300" fill="none" stroke="url(#brand)" stroke-width="2" opacity="0.35"/>
  <circle cx="600" cy="400" r="360" fill="none" stroke="url(#brand)" stroke-width="2" opacity="0.2"/>
  ${phone(330, 140, -8, cards(330, 140))}
  ${phone(600, 120, 6, chat(600, 120))}`,
  )
}

/** 5 · Digital transformation: connected systems orbiting a core, with a rising path. */
function transformation(p: Palette): string {
  const orbitNodes: [number, number, number][] = [
    [600, 120, 26],
    [880, 300, 30],
    [820, 620, 24],
    [380, 640, 28],
    [300, 300, 22],
    [1010, 460, 18],
    [190, 470, 18],
  ]
  const spokes = orbitNodes
    .map(
      ([x, y]) => `<line x1="600" y1="400" x2="${x}" y2="${y}" stroke="url(#brand)" stroke-width="3" opacity="0.35"/>`,
    )
    .join('')
  const dots = orbitNodes
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r + 14}" fill="url(#brandSoft)"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#brand)"/>`,
    )
    .join('')
  return frame(
    p,
    `<ellipse cx="600" cy="400" rx="440" ry="300" fill="none" stroke="url(#brand)" stroke-width="3" opacity="0.3"/>
  <ellipse cx="600" cy="400" rx="300" ry="200" fill="none" stroke="url(#brand)" stroke-width="3" opacity="0.45"/>
  <ellipse cx="600" cy="400" rx="160" ry="110" fill="none" stroke="url(#brand)" stroke-width="3" opacity="0.6"/>
  ${spokes}
  <path d="M140 700 C 420 690, 640 560, 1060 140" fill="none" stroke="url(#brand)" stroke-width="10" stroke-linecap="round" opacity="0.8"/>
  <path d="M1060 140 l-70 12 m70 -12 l-14 68" fill="none" stroke="${p.to}" stroke-width="10" stroke-linecap="round"/>
  <circle cx="600" cy="400" r="96" fill="url(#brandSoft)"/>
  <circle cx="600" cy="400" r="64" fill="url(#brand)"/>
  <circle cx="600" cy="400" r="24" fill="#ffffff" opacity="0.85"/>
  ${dots}`,
  )
}

/** The logo mark: a north-pointing needle with wind lines in a rounded square. No lettering. */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
  <defs>
    <linearGradient id="logoBg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#3b82f6"/>
      <stop offset="1" stop-color="#8b5cf6"/>
    </linearGradient>
  </defs>
  <rect width="128" height="128" rx="30" fill="url(#logoBg)"/>
  <path d="M64 18 L86 74 L64 64 L42 74 Z" fill="#ffffff"/>
  <path d="M42 74 L64 64 L86 74 L64 110 Z" fill="#ffffff" opacity="0.45"/>
  <path d="M20 50 h16 M18 62 h12 M20 86 h14" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.7"/>
  <path d="M92 50 h16 M98 62 h12 M94 86 h14" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.7"/>
</svg>
`

const SERVICE_IMAGES: { file: string; svg: string }[] = [
  { file: 'service-1.webp', svg: voiceAndChat(PALETTES['blue-cyan']) },
  { file: 'service-2.webp', svg: workflow(PALETTES['purple-pink']) },
  { file: 'service-3.webp', svg: website(PALETTES['emerald-teal']) },
  { file: 'service-4.webp', svg: mobile(PALETTES['orange-amber']) },
  { file: 'service-5.webp', svg: transformation(PALETTES['indigo-violet']) },
]

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true })
  writeFileSync(join(OUT_DIR, 'logo.svg'), LOGO_SVG)
  console.log(`logo.svg  ${statSync(join(OUT_DIR, 'logo.svg')).size} bytes`)

  for (const { file, svg } of SERVICE_IMAGES) {
    const target = join(OUT_DIR, file)
    // Lower the quality step by step until the picture fits the size budget.
    for (let quality = 82; ; quality -= 8) {
      const buffer = await sharp(Buffer.from(svg)).resize(WIDTH, HEIGHT).webp({ quality, effort: 6 }).toBuffer()
      if (buffer.length <= MAX_BYTES || quality <= 40) {
        if (buffer.length > MAX_BYTES)
          throw new Error(`${file} is ${buffer.length} bytes, over the ${MAX_BYTES} byte budget`)
        writeFileSync(target, buffer)
        console.log(`${file}  ${buffer.length} bytes (quality ${quality})`)
        break
      }
    }
  }
}

await main()

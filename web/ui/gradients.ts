import type { GradientName } from '@site/schemas/options'

/** Tailwind classes for the colour blends editors can pick (schemas/src/options.ts). */
const GRADIENTS: Record<GradientName, string> = {
  'blue-cyan': 'from-blue-600 to-cyan-500',
  'purple-pink': 'from-purple-600 to-pink-500',
  'emerald-teal': 'from-emerald-600 to-teal-500',
  'orange-amber': 'from-orange-600 to-amber-500',
  'indigo-violet': 'from-indigo-600 to-violet-500',
  'rose-red': 'from-rose-600 to-red-500',
}

export function gradientClasses(name: GradientName | null | undefined): string {
  return `bg-linear-to-br ${GRADIENTS[name ?? 'blue-cyan']}`
}

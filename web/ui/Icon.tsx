import type { IconName } from '@site/schemas/options'
import {
  Bot,
  Brain,
  Calendar,
  ChartColumn,
  Clock,
  Globe,
  Handshake,
  Heart,
  Layers,
  Lightbulb,
  type LucideIcon,
  MessageCircle,
  Phone,
  PiggyBank,
  Plug,
  Rocket,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Target,
  ThumbsUp,
  TrendingUp,
  Users,
  Workflow,
  Zap,
} from 'lucide-react'

/** The icons editors can pick in the Studio (schemas/src/options.ts), drawn as inline SVG on the server. */
const ICONS: Record<IconName, LucideIcon> = {
  bot: Bot,
  phone: Phone,
  'message-circle': MessageCircle,
  workflow: Workflow,
  globe: Globe,
  smartphone: Smartphone,
  sparkles: Sparkles,
  rocket: Rocket,
  clock: Clock,
  'piggy-bank': PiggyBank,
  smile: ThumbsUp,
  'trending-up': TrendingUp,
  target: Target,
  'shield-check': ShieldCheck,
  users: Users,
  lightbulb: Lightbulb,
  brain: Brain,
  layers: Layers,
  'bar-chart': ChartColumn,
  handshake: Handshake,
  zap: Zap,
  plug: Plug,
  calendar: Calendar,
  heart: Heart,
}

/** A decorative icon: the text beside it carries the meaning, so screen readers skip it. */
export function Icon({ name, className }: { name: IconName | null | undefined; className?: string }) {
  const Component = (name && ICONS[name]) || Sparkles
  return <Component aria-hidden="true" focusable="false" className={className} />
}

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
  type IconNode,
  Layers,
  Lightbulb,
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
} from 'lucide'
import { SvgIcon } from './SvgIcon'

/** The icons editors can pick in the Studio (schemas/src/options.ts), drawn as inline SVG on the server. */
const ICONS: Record<IconName, IconNode> = {
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
  return <SvgIcon icon={(name && ICONS[name]) || Sparkles} className={className} />
}

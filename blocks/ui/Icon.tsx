/** Maps the icon names page files may use (schema/icons.ts) to icons, imported one by one. */
import type { LucideIcon } from 'lucide-react';
import {
  Award, BadgeCheck, Building, CalendarCheck, CircleCheck, ClipboardCheck, Clock, CloudRain, DollarSign, Droplets,
  Factory, FileText, Flame, Gauge, Hammer, HardHat, HeartHandshake, Layers, Leaf, MapPin, Phone, Recycle, Ruler,
  Search, Shield, ShieldCheck, Siren, Sparkles, Star, Sun, Thermometer, ThumbsUp, Timer, TrendingUp, Users,
  Warehouse, Wrench, Zap,
} from 'lucide-react';
import type { IconName } from '../../schema/icons';

const icons: Record<IconName, LucideIcon> = {
  award: Award,
  'badge-check': BadgeCheck,
  building: Building,
  'calendar-check': CalendarCheck,
  'check-circle': CircleCheck,
  'clipboard-check': ClipboardCheck,
  clock: Clock,
  'cloud-rain': CloudRain,
  'dollar-sign': DollarSign,
  droplets: Droplets,
  factory: Factory,
  'file-text': FileText,
  flame: Flame,
  gauge: Gauge,
  hammer: Hammer,
  'hard-hat': HardHat,
  'heart-handshake': HeartHandshake,
  layers: Layers,
  leaf: Leaf,
  'map-pin': MapPin,
  phone: Phone,
  recycle: Recycle,
  ruler: Ruler,
  search: Search,
  shield: Shield,
  'shield-check': ShieldCheck,
  siren: Siren,
  sparkles: Sparkles,
  star: Star,
  sun: Sun,
  thermometer: Thermometer,
  'thumbs-up': ThumbsUp,
  timer: Timer,
  'trending-up': TrendingUp,
  users: Users,
  warehouse: Warehouse,
  wrench: Wrench,
  zap: Zap,
};

/** A decorative icon: hidden from screen readers, because the text next to it says the same. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" className={className} />;
}

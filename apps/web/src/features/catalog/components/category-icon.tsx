import {
  Activity,
  Apple,
  Baby,
  BadgeIndianRupee,
  Bone,
  Brain,
  Bug,
  Cross,
  CupSoda,
  Droplet,
  Droplets,
  Eye,
  Flame,
  FlaskConical,
  Flower,
  Flower2,
  Gauge,
  GlassWater,
  Hand,
  Heart,
  HeartPulse,
  Leaf,
  type LucideIcon,
  Milk,
  Pill,
  Scissors,
  ShieldPlus,
  Smile,
  Soup,
  Sparkles,
  SprayCan,
  Sun,
  SunMedium,
  Syringe,
  Thermometer,
  Wind,
} from 'lucide-react';
import { cn } from '@/lib/cn';

// The lucide names stored with each category (apps/api/src/db/seed); unknown ones fall back to a pill.
const icons: Record<string, LucideIcon> = {
  activity: Activity,
  apple: Apple,
  baby: Baby,
  'badge-indian-rupee': BadgeIndianRupee,
  bone: Bone,
  brain: Brain,
  bug: Bug,
  cross: Cross,
  'cup-soda': CupSoda,
  droplet: Droplet,
  droplets: Droplets,
  eye: Eye,
  'flask-conical': FlaskConical,
  flame: Flame,
  flower: Flower,
  'flower-2': Flower2,
  gauge: Gauge,
  'glass-water': GlassWater,
  hand: Hand,
  heart: Heart,
  'heart-pulse': HeartPulse,
  leaf: Leaf,
  milk: Milk,
  pill: Pill,
  scissors: Scissors,
  'shield-plus': ShieldPlus,
  smile: Smile,
  soup: Soup,
  sparkles: Sparkles,
  'spray-can': SprayCan,
  sun: Sun,
  'sun-medium': SunMedium,
  syringe: Syringe,
  thermometer: Thermometer,
  wind: Wind,
};

/** A category's uploaded picture where an administrator gave it one, otherwise its icon, in the same round frame. */
export function CategoryIcon({
  name,
  imageUrl = null,
  className,
}: {
  name: string;
  imageUrl?: string | null;
  className?: string;
}) {
  const Icon = icons[name] ?? Pill;
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-50 text-brand-700',
        className,
      )}
    >
      {imageUrl ? (
        // Beside the category's name, which says what it is: the picture adds nothing to read aloud
        <img src={imageUrl} alt="" loading="lazy" decoding="async" className="h-full w-full object-cover" />
      ) : (
        <Icon className="h-1/2 w-1/2" aria-hidden="true" />
      )}
    </span>
  );
}

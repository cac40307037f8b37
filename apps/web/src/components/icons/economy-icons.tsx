import type { ReactNode } from 'react';
import {
  CardsIcon,
  CrownIcon,
  GiftIcon,
  Icon,
  SlotIcon,
  SparkIcon,
  StoreIcon,
  type IconProps,
} from './icons';

/** Line icons for the player economy (achievement badges, streaks, rewards), drawn with icons.tsx's Icon. */
const Line = Icon;

type P = IconProps;

export const TrophyIcon = (p: P) => (
  <Line {...p}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
    <path d="M8 6H5.5a2.5 2.5 0 0 0 2.7 4M16 6h2.5a2.5 2.5 0 0 1-2.7 4" />
    <path d="M12 13v4M9 21h6M9.5 17h5l.5 4h-6z" />
  </Line>
);

export const FlameIcon = (p: P) => (
  <Line {...p}>
    <path d="M12 3c.8 3.2 5 5.4 5 10a5 5 0 0 1-10 0c0-2.4 1.3-3.7 2-5.5 1.4 1 2.1 2.4 2.1 4 1.2-1.7 1.6-5 .9-8.5z" />
  </Line>
);

export const SpadeIcon = (p: P) => (
  <Line {...p}>
    <path d="M12 3c-2.8 3.6-7 6.2-7 9.8a3.6 3.6 0 0 0 6.2 2.5L10 21h4l-1.2-5.7A3.6 3.6 0 0 0 19 12.8C19 9.2 14.8 6.6 12 3z" />
  </Line>
);

export const TargetIcon = (p: P) => (
  <Line {...p}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1.4" fill="currentColor" />
  </Line>
);

export const DiceIcon = (p: P) => (
  <Line {...p}>
    <rect x="4" y="4" width="16" height="16" rx="3.5" />
    <circle cx="8.5" cy="8.5" r="1.2" fill="currentColor" />
    <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    <circle cx="15.5" cy="15.5" r="1.2" fill="currentColor" />
  </Line>
);

export const GemIcon = (p: P) => (
  <Line {...p}>
    <path d="M6.5 4h11L21 9l-9 11L3 9z" />
    <path d="M3 9h18M10 4L8.5 9 12 20l3.5-11L14 4" />
  </Line>
);

export const StarIcon = (p: P) => (
  <Line {...p}>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.9z" />
  </Line>
);

export const CoinsIcon = (p: P) => (
  <Line {...p}>
    <ellipse cx="9" cy="6.5" rx="6" ry="2.5" />
    <path d="M3 6.5v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5v-4" />
    <path d="M9 15.5c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5v-4c0-1.4-2.7-2.5-6-2.5" />
    <path d="M9 15.5v3c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5v-3" />
  </Line>
);

const BADGES: Record<string, (p: P) => ReactNode> = {
  trophy: TrophyIcon,
  cards: CardsIcon,
  slot: SlotIcon,
  burst: SparkIcon,
  crown: CrownIcon,
  spade: SpadeIcon,
  target: TargetIcon,
  dice: DiceIcon,
  gem: GemIcon,
  star: StarIcon,
  flame: FlameIcon,
  coins: CoinsIcon,
  gift: GiftIcon,
  store: StoreIcon,
};

/** An achievement's badge by the icon name the server gives (`badgeIcon`); a star for a name it does not know. */
export function BadgeIcon({ name, ...props }: P & { name: string }) {
  const Icon = BADGES[name] ?? StarIcon;
  return <>{Icon(props)}</>;
}

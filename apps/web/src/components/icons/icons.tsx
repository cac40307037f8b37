import type { ReactNode, SVGProps } from 'react';

/** Small line icons drawn inline (no icon font or CDN). All decorative: aria-hidden. */
export function Icon({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export type IconProps = SVGProps<SVGSVGElement>;
type P = IconProps;

export const SlotIcon = (p: P) => (
  <Icon {...p}>
    <rect x="3" y="5" width="15" height="15" rx="2.5" />
    <path d="M8 5v15M13 5v15" />
    <path d="M18 9h1.5a1.5 1.5 0 0 1 1.5 1.5V12" />
    <circle cx="21" cy="4.5" r="1.5" />
    <path d="M21 6v6" />
  </Icon>
);

export const ShieldIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z" />
    <path d="M8.5 12.2l2.3 2.3 4.7-4.7" />
  </Icon>
);

export const CrownIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5z" />
    <path d="M5 21h14" />
  </Icon>
);

export const GiftIcon = (p: P) => (
  <Icon {...p}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v9h14v-9M12 8v13" />
    <path d="M12 8S10.5 3.5 8 4.2C6 4.8 7 8 12 8zM12 8s1.5-4.5 4-3.8C18 4.8 17 8 12 8z" />
  </Icon>
);

export const RefreshIcon = (p: P) => (
  <Icon {...p}>
    <path d="M20 11a8 8 0 0 0-14.6-4.5L3 9" />
    <path d="M3 4v5h5" />
    <path d="M4 13a8 8 0 0 0 14.6 4.5L21 15" />
    <path d="M21 20v-5h-5" />
  </Icon>
);

export const CardsIcon = (p: P) => (
  <Icon {...p}>
    <rect x="8" y="3" width="12" height="16" rx="2" transform="rotate(8 14 11)" />
    <rect x="4" y="5" width="12" height="16" rx="2" />
    <path d="M10 10.5c-1.2 1-2 1.7-2 2.6a1.3 1.3 0 0 0 2 1.1 1.3 1.3 0 0 0 2-1.1c0-.9-.8-1.6-2-2.6z" />
  </Icon>
);

export const LiveIcon = (p: P) => (
  <Icon {...p}>
    <rect x="2.5" y="6" width="14" height="12" rx="2" />
    <path d="M16.5 10.5L21.5 8v8l-5-2.5" />
    <circle cx="7" cy="10" r="1.2" fill="currentColor" />
  </Icon>
);

export const LobbyIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 10l9-6 9 6" />
    <path d="M5 10v9h14v-9" />
    <path d="M9 19v-5h6v5" />
  </Icon>
);

export const StoreIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="9" cy="9" r="5" />
    <path d="M9 6.5v5M7.5 7.5h2.2a1 1 0 0 1 0 2H8.3a1 1 0 0 0 0 2h2.2" />
    <path d="M14.5 5.5A5 5 0 1 1 13 15" />
  </Icon>
);

export const SparkIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" />
    <path d="M19 16l.7 1.8 1.8.7-1.8.7L19 21l-.7-1.8-1.8-.7 1.8-.7z" />
  </Icon>
);

export const LockIcon = (p: P) => (
  <Icon {...p}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </Icon>
);

export const CompassIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M15.5 8.5l-2 5-5 2 2-5z" />
  </Icon>
);

import { BRAND } from '../../lib/brand';
import './brand-logo.css';

/** Crown mark plus word mark. Decorative: the surrounding link or heading names it. */
export function BrandLogo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="brand-logo" aria-hidden="true">
      <svg className="brand-logo__mark" viewBox="0 0 48 48" width="40" height="40">
        <defs>
          <linearGradient id="brand-gold" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffe082" />
            <stop offset="0.55" stopColor="#f5c542" />
            <stop offset="1" stopColor="#c98a12" />
          </linearGradient>
          <linearGradient id="brand-bg" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#3b1f7a" />
            <stop offset="1" stopColor="#160f3a" />
          </linearGradient>
        </defs>
        <rect
          x="1"
          y="1"
          width="46"
          height="46"
          rx="12"
          fill="url(#brand-bg)"
          stroke="url(#brand-gold)"
          strokeWidth="2"
        />
        <path
          d="M10 33 L12 17 L19 24 L24 13 L29 24 L36 17 L38 33 Z"
          fill="url(#brand-gold)"
          stroke="#7a4d00"
          strokeWidth="0.8"
          strokeLinejoin="round"
        />
        <rect x="10" y="34.5" width="28" height="4" rx="1.5" fill="url(#brand-gold)" />
        <circle cx="24" cy="13" r="2.2" fill="#ff5c7a" />
        <circle cx="12" cy="17" r="1.8" fill="#7ee0ff" />
        <circle cx="36" cy="17" r="1.8" fill="#7ee0ff" />
      </svg>
      {!compact && (
        <span className="brand-logo__words">
          <span className="brand-logo__name">{BRAND.short}</span>
          <span className="brand-logo__tagline">{BRAND.tagline}</span>
        </span>
      )}
    </span>
  );
}

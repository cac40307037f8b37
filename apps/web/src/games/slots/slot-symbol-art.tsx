import type { ReactElement } from 'react';
import type { SlotSymbol } from '@casino/engine';

/**
 * Reel artwork drawn as inline SVG, so the symbols look the same on every device (emoji fonts
 * differ, and some systems have none). Each is a 64x64 picture; gradients are defined once.
 */
export function SlotSymbolDefs() {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: 'absolute' }}>
      <defs>
        <linearGradient id="sym-gem" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e6fbff" />
          <stop offset="0.45" stopColor="#5fd3ff" />
          <stop offset="1" stopColor="#1c6fd1" />
        </linearGradient>
        <linearGradient id="sym-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff3c4" />
          <stop offset="0.5" stopColor="#f5c542" />
          <stop offset="1" stopColor="#b37a0c" />
        </linearGradient>
        <linearGradient id="sym-bag" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d9b27a" />
          <stop offset="1" stopColor="#8a5a24" />
        </linearGradient>
        <radialGradient id="sym-cherry" cx="0.35" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#ff8a9a" />
          <stop offset="0.5" stopColor="#e0153a" />
          <stop offset="1" stopColor="#7a0a1e" />
        </radialGradient>
        <radialGradient id="sym-lemon" cx="0.35" cy="0.35" r="0.75">
          <stop offset="0" stopColor="#fffbd0" />
          <stop offset="0.55" stopColor="#ffe14a" />
          <stop offset="1" stopColor="#c9a200" />
        </radialGradient>
        <linearGradient id="sym-seven" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff6b7f" />
          <stop offset="1" stopColor="#b0102c" />
        </linearGradient>
      </defs>
    </svg>
  );
}

const ART: Readonly<Record<SlotSymbol, ReactElement>> = {
  diamond: (
    <>
      <path
        d="M14 24 L22 12 H42 L50 24 L32 54 Z"
        fill="url(#sym-gem)"
        stroke="#0d4a8f"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M14 24 H50 M22 12 L28 24 L32 54 L36 24 L42 12 M28 24 L32 12 L36 24"
        fill="none"
        stroke="#0d4a8f"
        strokeWidth="1.4"
        strokeLinejoin="round"
        opacity="0.7"
      />
      <path d="M24 16 L27 22" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" opacity="0.9" />
    </>
  ),
  crown: (
    <>
      <path
        d="M10 46 L8 20 L21 32 L32 14 L43 32 L56 20 L54 46 Z"
        fill="url(#sym-gold)"
        stroke="#8a5a00"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <rect
        x="10"
        y="46"
        width="44"
        height="8"
        rx="2"
        fill="url(#sym-gold)"
        stroke="#8a5a00"
        strokeWidth="2"
      />
      <circle cx="32" cy="36" r="4" fill="#e0153a" stroke="#7a0a1e" />
      <circle cx="20" cy="40" r="2.6" fill="#5fd3ff" stroke="#0d4a8f" />
      <circle cx="44" cy="40" r="2.6" fill="#5fd3ff" stroke="#0d4a8f" />
      <circle cx="8" cy="19" r="3" fill="url(#sym-gold)" stroke="#8a5a00" />
      <circle cx="32" cy="12" r="3" fill="url(#sym-gold)" stroke="#8a5a00" />
      <circle cx="56" cy="19" r="3" fill="url(#sym-gold)" stroke="#8a5a00" />
    </>
  ),
  'money-bag': (
    <>
      <path
        d="M24 18 C20 12 24 8 28 10 L32 12 L36 10 C40 8 44 12 40 18 Z"
        fill="url(#sym-bag)"
        stroke="#5a3510"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M24 18 C10 28 8 54 32 56 C56 54 54 28 40 18 Z"
        fill="url(#sym-bag)"
        stroke="#5a3510"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M23 19 H41" stroke="#f5c542" strokeWidth="3" strokeLinecap="round" />
      <text
        x="32"
        y="47"
        textAnchor="middle"
        fontSize="22"
        fontWeight="900"
        fill="#f5c542"
        stroke="#5a3510"
        strokeWidth="1"
        fontFamily="Georgia, serif"
      >
        $
      </text>
    </>
  ),
  seven: (
    <text
      x="32"
      y="52"
      textAnchor="middle"
      fontSize="52"
      fontWeight="900"
      fontFamily="Georgia, 'Times New Roman', serif"
      fill="url(#sym-seven)"
      stroke="#5c0614"
      strokeWidth="2"
      paintOrder="stroke"
    >
      7
    </text>
  ),
  bell: (
    <>
      <path
        d="M32 8 C20 8 16 18 16 30 C16 40 12 44 8 48 H56 C52 44 48 40 48 30 C48 18 44 8 32 8 Z"
        fill="url(#sym-gold)"
        stroke="#8a5a00"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="53" r="5" fill="url(#sym-gold)" stroke="#8a5a00" strokeWidth="2" />
      <circle cx="32" cy="7" r="3" fill="#8a5a00" />
      <path
        d="M24 16 C21 20 20 26 20 32"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
        opacity="0.8"
        fill="none"
      />
    </>
  ),
  bar: (
    <>
      <rect
        x="6"
        y="20"
        width="52"
        height="24"
        rx="5"
        fill="#16112e"
        stroke="url(#sym-gold)"
        strokeWidth="3"
      />
      <text
        x="32"
        y="39"
        textAnchor="middle"
        fontSize="18"
        fontWeight="900"
        fontFamily="Georgia, serif"
        fill="url(#sym-gold)"
        letterSpacing="1"
      >
        BAR
      </text>
    </>
  ),
  cherry: (
    <>
      <path
        d="M22 40 C26 26 32 16 44 10 M42 40 C40 28 42 18 44 10"
        fill="none"
        stroke="#2f7a2a"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M44 10 C50 8 56 12 56 16 C50 18 46 14 44 10 Z"
        fill="#3ea83a"
        stroke="#1f5a1c"
        strokeWidth="1.4"
      />
      <circle cx="21" cy="45" r="11" fill="url(#sym-cherry)" stroke="#5c0614" strokeWidth="1.6" />
      <circle cx="43" cy="45" r="11" fill="url(#sym-cherry)" stroke="#5c0614" strokeWidth="1.6" />
      <circle cx="17" cy="41" r="2.6" fill="#fff" opacity="0.75" />
      <circle cx="39" cy="41" r="2.6" fill="#fff" opacity="0.75" />
    </>
  ),
  lemon: (
    <>
      <path
        d="M8 33 C10 18 24 10 36 12 C48 14 58 24 56 34 C54 46 40 54 28 52 C16 50 6 44 8 33 Z"
        fill="url(#sym-lemon)"
        stroke="#8a6f00"
        strokeWidth="2"
      />
      <path d="M56 34 L60 33 M8 33 L4 34" stroke="#8a6f00" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M36 12 C38 8 44 6 46 8 C44 12 40 13 36 12 Z"
        fill="#3ea83a"
        stroke="#1f5a1c"
        strokeWidth="1.2"
      />
      <path
        d="M18 26 C22 20 28 18 32 18"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
        opacity="0.8"
        fill="none"
      />
    </>
  ),
};

export function SlotSymbolArt({ symbol }: { symbol: SlotSymbol }) {
  return (
    <svg viewBox="0 0 64 64" className="slot-symbol-art" aria-hidden="true" focusable="false">
      {ART[symbol]}
    </svg>
  );
}

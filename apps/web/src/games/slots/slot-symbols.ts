import { SLOT_SYMBOLS, type SlotSymbol } from '@casino/engine';

/** How each reel symbol the server sends is drawn (emoji, or a styled glyph for BAR and 7). */
export interface SymbolFace {
  glyph: string;
  label: string;
  /** Drawn as styled text rather than an emoji. */
  text?: boolean;
}

const FACES: Readonly<Record<SlotSymbol, SymbolFace>> = {
  diamond: { glyph: '💎', label: 'Diamond' },
  crown: { glyph: '👑', label: 'Crown' },
  'money-bag': { glyph: '💰', label: 'Money bag' },
  seven: { glyph: '7', label: 'Seven', text: true },
  bell: { glyph: '🔔', label: 'Bell' },
  bar: { glyph: 'BAR', label: 'Bar', text: true },
  cherry: { glyph: '🍒', label: 'Cherry' },
  lemon: { glyph: '🍋', label: 'Lemon' },
};

function isSlotSymbol(symbol: string): symbol is SlotSymbol {
  return (SLOT_SYMBOLS as readonly string[]).includes(symbol);
}

/** The face of a symbol; an unknown one (a newer server) still shows, as a question mark. */
export function symbolFace(symbol: string): SymbolFace {
  return isSlotSymbol(symbol) ? FACES[symbol] : { glyph: '❔', label: symbol };
}

/** The engine symbol, when the server's string is one (it is drawn as artwork then). */
export function knownSymbol(symbol: string): SlotSymbol | null {
  return isSlotSymbol(symbol) ? symbol : null;
}

/** The symbols drawn above and below the payline on a reel (decoration only). */
export function neighbours(symbol: string, reel: number): [string, string] {
  const at = Math.max(0, (SLOT_SYMBOLS as readonly string[]).indexOf(symbol));
  const n = SLOT_SYMBOLS.length;
  const above = SLOT_SYMBOLS[(at + 3 + reel) % n] ?? 'cherry';
  const below = SLOT_SYMBOLS[(at + n - 2 - (reel % 3)) % n] ?? 'lemon';
  return [above, below];
}

/** The opening line before the first spin. */
export const IDLE_REELS: readonly string[] = ['seven', 'diamond', 'crown', 'cherry', 'bell'];

/** The blurred strip shown while a reel spins. */
export const SPIN_STRIP: readonly string[] = [...SLOT_SYMBOLS, ...SLOT_SYMBOLS];

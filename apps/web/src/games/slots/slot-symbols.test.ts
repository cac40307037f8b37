import { describe, expect, it } from 'vitest';
import { SLOT_SYMBOLS } from '@casino/engine';
import { neighbours, symbolFace } from './slot-symbols';

describe('slot symbol faces', () => {
  it.each(SLOT_SYMBOLS.map((s) => [s]))('%s has its own glyph and label', (symbol) => {
    const face = symbolFace(symbol);
    expect(face.glyph).not.toBe('❔');
    expect(face.label.length).toBeGreaterThan(0);
  });

  it('every engine symbol gets a different glyph', () => {
    const glyphs = SLOT_SYMBOLS.map((s) => symbolFace(s).glyph);
    expect(new Set(glyphs).size).toBe(SLOT_SYMBOLS.length);
  });

  it('an unknown symbol still renders, labelled with its name', () => {
    expect(symbolFace('unicorn')).toEqual({ glyph: '❔', label: 'unicorn' });
  });

  it('neighbours are real symbols and differ from the payline symbol', () => {
    for (const symbol of SLOT_SYMBOLS) {
      for (let reel = 0; reel < 5; reel++) {
        const [above, below] = neighbours(symbol, reel);
        expect(SLOT_SYMBOLS).toContain(above);
        expect(SLOT_SYMBOLS).toContain(below);
        expect(above).not.toBe(symbol);
        expect(below).not.toBe(symbol);
      }
    }
  });
});

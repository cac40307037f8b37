/**
 * The app's sounds (issue 18): a short two-note chime, synthesised with the Web Audio API (no file to
 * load), played when a friend request or a game invite arrives and the player's sound preference is
 * on. A browser that blocks audio until the page is used simply stays silent.
 */
let context: AudioContext | null = null;

export function playChime(): void {
  try {
    context ??= new AudioContext();
    const ctx = context;
    void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime;
    for (const [index, frequency] of [880, 1318.5].entries()) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      const at = start + index * 0.12;
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.18, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.4);
    }
  } catch {
    // No audio here (an old browser, a test runner): the chime is a nicety.
  }
}

/** Where the admin's choice of a sound for new orders is kept (this browser only). */
export const SOUND_KEY = 'adminOrderSound';

let context: AudioContext | null = null;

/**
 * Prepares the sound. Browsers let a page play sound only after a click on it, so this runs when the admin
 * switches the sound on (and is harmless later).
 */
export function unlockChime(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  void context.resume().catch(() => undefined);
}

/** Two short notes; silent where the browser has no Web Audio or the page was never clicked. */
export function playChime(): void {
  if (!context || context.state !== 'running') return;
  const now = context.currentTime;
  for (const [i, frequency] of [880, 1320].entries()) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, now + i * 0.15);
    gain.gain.exponentialRampToValueAtTime(0.001, now + i * 0.15 + 0.14);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now + i * 0.15);
    oscillator.stop(now + i * 0.15 + 0.15);
  }
}

/**
 * The door's sounds, made with Web Audio (no audio file to download or cache): a rising two-note
 * chime for an admission, a low double buzz for a refusal, one short falling note for an undo. They
 * differ in pitch and rhythm, so an agent looking at the guest rather than the screen tells them
 * apart. Browsers without Web Audio (or that refuse it) stay silent.
 */
export type DoorSound = 'admitted' | 'refused' | 'undone';

type Note = { hz: number; at: number; ms: number; wave: OscillatorType };
const NOTES: Record<DoorSound, Note[]> = {
  admitted: [
    { hz: 880, at: 0, ms: 110, wave: 'sine' },
    { hz: 1320, at: 120, ms: 160, wave: 'sine' },
  ],
  refused: [
    { hz: 220, at: 0, ms: 180, wave: 'square' },
    { hz: 220, at: 240, ms: 180, wave: 'square' },
  ],
  undone: [{ hz: 520, at: 0, ms: 200, wave: 'triangle' }],
};

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/**
 * Unlocks audio on a user's gesture (a tap or a key): browsers start an AudioContext suspended until
 * then, and a camera read is not a gesture. Called on the first pointer or key event of the page.
 */
export function unlockDoorSounds(): void {
  const ctx = audio();
  if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
}

export function playDoorSound(sound: DoorSound): void {
  const ctx = audio();
  if (!ctx) return;
  try {
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime;
    for (const note of NOTES[sound]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = note.wave;
      osc.frequency.value = note.hz;
      const t0 = start + note.at / 1000;
      const t1 = t0 + note.ms / 1000;
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(0.25, t0 + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t1);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0);
      osc.stop(t1 + 0.02);
    }
  } catch {
    /* audio refused: the screen and the vibration still tell */
  }
}

/** The vibration that goes with each sound, where the phone supports it. */
export function vibrateFor(sound: DoorSound): void {
  try {
    navigator.vibrate?.(sound === 'admitted' ? 200 : sound === 'refused' ? [120, 60, 120] : 80);
  } catch {
    /* not supported */
  }
}

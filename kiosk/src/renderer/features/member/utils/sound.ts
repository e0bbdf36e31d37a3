import type { PunchAction } from '@punchcard/shared';

/** Rising for arriving or resuming, falling for leaving or pausing: heard across the room. */
const notes: Record<PunchAction, [number, number]> = {
  clock_in: [660, 880],
  break_end: [660, 880],
  clock_out: [880, 550],
  break_start: [880, 660],
};

let context: AudioContext | null = null;

/** A short two-note chime; silent where the platform has no WebAudio (or blocks it). */
export function playPunchSound(action: PunchAction): void {
  if (typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    const audio = context;
    const start = audio.currentTime;
    notes[action].forEach((frequency, index) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const at = start + index * 0.14;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.13);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.14);
    });
  } catch {
    // A sound is a courtesy: the confirmation on screen is what counts.
  }
}

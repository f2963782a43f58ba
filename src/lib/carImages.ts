import { MAX_CAR_IMAGES } from '../contract/rental';

/** SPEC §5 / §9: at most 5 images per car, counting uploaded and pending ones together. */
export { MAX_CAR_IMAGES };

export function remainingImageSlots(uploaded: number, pending: number): number {
  return Math.max(0, MAX_CAR_IMAGES - uploaded - pending);
}

/** The input is disabled once the car has 5 images in total. */
export const imageLimitReached = (uploaded: number, pending: number) =>
  remainingImageSlots(uploaded, pending) === 0;

/** Keeps the selected files that fit; the extra ones are dropped. */
export function acceptImages<T>(
  uploaded: number,
  pending: number,
  selected: readonly T[],
): { accepted: T[]; dropped: number } {
  const slots = remainingImageSlots(uploaded, pending);
  return { accepted: selected.slice(0, slots), dropped: Math.max(0, selected.length - slots) };
}

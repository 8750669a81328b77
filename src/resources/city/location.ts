/**
 * The location check of spec §4 ("if the detected city differs from the saved one, a confirm
 * dialog asks whether to switch; if detection fails go to /city"), as one pure decision so the web
 * test can hold it. `detected` comes from common/cities.ts cityOfSchool (the school's name); `saved`
 * is the stored session value `city`.
 */

export type LocationStep =
  /** Nothing to do: the saved city is the detected one, or detection failed with a city saved. */
  | { kind: 'none' }
  /** First sign-in in this browser with a detected city: remember it without asking. */
  | { kind: 'save'; city: string }
  /** The detected city differs from the saved one: ask 是否切换到「city」. */
  | { kind: 'confirm'; city: string }
  /** Detection failed and no city is saved: the city selection page. */
  | { kind: 'choose' };

/**
 * @example locationStep('西安', '北京') → { kind: 'confirm', city: '西安' }
 * @example locationStep(null, null) → { kind: 'choose' }
 */
export function locationStep(detected: string | null, saved: string | null): LocationStep {
  const had = saved?.trim() || null;
  if (!detected) return had ? { kind: 'none' } : { kind: 'choose' };
  if (!had) return { kind: 'save', city: detected };
  return had === detected ? { kind: 'none' } : { kind: 'confirm', city: detected };
}

/** The city selection page. */
export const CITY_PATH = '/city';

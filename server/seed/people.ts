/**
 * Generators for demo people: valid 18-digit resident ID numbers consistent with birth date and
 * gender, unique mobiles and politics codes (spec §3, §5).
 */
import { idCheckDigit } from '../../common/validators/idcard.js';
import type { Rng } from './prng.js';

/** County-level area codes (province prefixes from spec §5's list). */
const AREA_CODES = [
  '110101', '110108', '120101', '130102', '140105', '210102', '220102', '230103', '310104', '310115', '320102',
  '320506', '330106', '330203', '340104', '350203', '360102', '370102', '370202', '410105', '420102', '420111',
  '420106', '421002', '430104', '440106', '440305', '450103', '500103', '510104', '520102', '530102', '610113',
  '620102', '640104', '650102',
];

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A birth date 'YYYY-MM-DD' for a student entering in `grade` (mostly aged 18 at entry). */
export function birthdayForGrade(rng: Rng, grade: string): string {
  const year = Number(grade) - rng.weighted([[18, 70], [19, 20], [17, 10]] as const);
  const month = rng.int(1, 12);
  const day = rng.int(1, DAYS_IN_MONTH[month - 1]);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A valid 18-digit resident ID for this birthday and gender (odd sequence digit male), unique in `used`. */
export function residentId(rng: Rng, birthday: string, gender: 1 | 2, used: Set<string>): string {
  for (;;) {
    const seq = rng.int(0, 499) * 2 + (gender === 1 ? 1 : 0);
    const first17 = rng.pick(AREA_CODES) + birthday.replaceAll('-', '') + String(seq).padStart(3, '0');
    const id = first17 + idCheckDigit(first17);
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}

const PREFIXES = ['130', '131', '132', '133', '135', '136', '137', '139', '150', '151', '152', '155', '156', '157', '158', '159', '177', '180', '181', '182', '186', '187', '188', '189', '191', '199'];

/** A unique 11-digit mobile (1, then 3–9, spec §5). */
export function mobileNumber(rng: Rng, used: Set<string>): string {
  for (;;) {
    const m = rng.pick(PREFIXES) + String(rng.int(0, 99_999_999)).padStart(8, '0');
    if (!used.has(m)) {
      used.add(m);
      return m;
    }
  }
}

/** Politics code (spec §3): mostly League members, then masses, a few Party members. */
export function politicsCode(rng: Rng): number {
  return rng.weighted([[1, 72], [0, 19], [2, 4], [4, 4], [3, 1]] as const);
}

/** Academic years of the lifecycle (terms.academic_year's convention: 2025 is 2025-2026, from 1 August, China Standard Time). */
import { academicYearOf } from '../../../common/terms.js';
import { chinaDay } from '../../../common/time.js';

/** The instant the academic year starts: 1 August 00:00 in China Standard Time. */
export const academicYearStart = (year: number): Date => new Date(`${year}-08-01T00:00:00+08:00`);

/** The academic year of a moment (China Standard Time). */
export const academicYearAt = (now: Date = new Date()): number => academicYearOf(chinaDay(now));

/**
 * Display rules of a transcript (spec §3 waysConvert / hoursUnit, §5 and §9 decimal places; issue 7
 * short code XXXX-XXXX-XXXX-XXXX). Hours and scores arrive as two-decimal strings and are rounded
 * exactly (common/hoursRules.ts formatHours), never through floating point.
 */
import { formatHours } from '../../../common/hoursRules';
import { decimalPlaces } from '../shared/format';

/**
 * A numeric string with the school's decimal places ('12.5', 2 → '12.50'; '12.35', 1 → '12.4');
 * '-' when absent or not a number.
 */
export function hoursText(value: string | number | null | undefined, places: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  try {
    return formatHours(value, decimalPlaces(places));
  } catch {
    return '-';
  }
}

/**
 * The printed form of a verification code: letters and digits only, upper case, in groups of four
 * ('abcd1234efgh5678' → 'ABCD-1234-EFGH-5678'). Anything else the user typed is dropped.
 */
export function groupCode(code: string | null | undefined): string {
  const bare = String(code ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');
  return (bare.match(/.{1,4}/g) ?? []).join('-');
}

/** The address a transcript's QR code opens: the server's absolute verifyUrl, else this site's /verify/{code}. */
export function verifyLink(issued: { code: string; verifyUrl?: string | null }, origin: string = window.location.origin): string {
  const url = issued.verifyUrl ?? '';
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin}${url.startsWith('/') ? url : `/verify/${groupCode(issued.code)}`}`;
}

/** The file name a PDF falls back to when the reply names none: '{studentCode}_{name}.pdf'. */
export function pdfFallbackName(student: { code?: string; name?: string }): string {
  return `${student.code ?? ''}_${student.name ?? ''}.pdf`;
}

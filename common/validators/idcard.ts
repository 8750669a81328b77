/**
 * Resident ID numbers (spec §5 "ID number"): 15 or 18 digits, a valid birth date (month 01–12, day
 * up to 31), a province prefix from the fixed list (11 to 91); an 18-digit number also needs the
 * right check digit (weights 7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2, mod 11; X in either case).
 * Birthday and sex follow from the number: odd sequence digit male, even female.
 */
export const PROVINCE_CODES = [
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37', '41', '42', '43',
  '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65', '71', '81', '82', '91',
] as const;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The check character of the first 17 digits of an 18-digit ID number. */
export function idCheckDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

/** 'YYYY-MM-DD' of the birth date in a 15- or 18-digit number (no validation). */
function birthParts(id: string): { y: string; m: string; d: string } {
  if (id.length === 15) return { y: `19${id.slice(6, 8)}`, m: id.slice(8, 10), d: id.slice(10, 12) };
  return { y: id.slice(6, 10), m: id.slice(10, 12), d: id.slice(12, 14) };
}

/**
 * Why a resident ID number fails spec §5, as a key of ID_NUMBER_MESSAGES, or null when it passes.
 * Checked in order: shape (15 digits, or 17 digits and a digit or X/x), province prefix, birth date
 * (a real calendar date: month 01–12, day within the month, so 31 February fails), check digit.
 */
export type IdNumberError = 'idRequired' | 'idFormat' | 'idProvince' | 'idBirthday' | 'idCheckDigit';

export function residentIdError(value: string): IdNumberError | null {
  const id = value.trim();
  if (id === '') return 'idRequired';
  if (!/^\d{15}$/.test(id) && !/^\d{17}[\dXx]$/.test(id)) return 'idFormat';
  if (!(PROVINCE_CODES as readonly string[]).includes(id.slice(0, 2))) return 'idProvince';
  const { y, m, d } = birthParts(id);
  const [year, month, day] = [Number(y), Number(m), Number(d)];
  const daysInMonth = month >= 1 && month <= 12 ? new Date(Date.UTC(year, month, 0)).getUTCDate() : 0;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return 'idBirthday';
  if (id.length === 18 && idCheckDigit(id.slice(0, 17)) !== id[17].toUpperCase()) return 'idCheckDigit';
  return null;
}

/** zh-CN texts of the resident-ID reasons (the web's i18n catalogue reuses them). */
export const ID_NUMBER_MESSAGES: Record<IdNumberError, string> = {
  idRequired: '请填写证件号码',
  idFormat: '身份证号码应为15位或18位数字(末位可为X)',
  idProvince: '省份代码无效',
  idBirthday: '出生日期无效',
  idCheckDigit: '身份证号码校验位错误',
};

/** True for a resident ID number that passes every rule of spec §5. */
export function isValidResidentId(value: string): boolean {
  return residentIdError(value) === null;
}

/** The reason an ID number of this type fails spec §5 (other types: only non-empty), or null. */
export function idNumberError(idType: number, value: string): IdNumberError | null {
  if (idType === 0) return residentIdError(value);
  return value.trim() === '' ? 'idRequired' : null;
}

/**
 * Spec §5: an ID number is checked only when the type is 0 (resident ID); other types need a
 * non-empty value.
 */
export function isValidIdNumber(idType: number, value: string): boolean {
  return idType === 0 ? isValidResidentId(value) : value.trim() !== '';
}

/** Birthday 'YYYY-MM-DD' from a valid resident ID number. */
export function birthdayFromId(id: string): string {
  const { y, m, d } = birthParts(id.trim());
  return `${y}-${m}-${d}`;
}

/** 1 male (odd sequence digit), 2 female (even), from a valid resident ID number. */
export function genderFromId(id: string): 1 | 2 {
  const t = id.trim();
  const digit = Number(t.length === 15 ? t[14] : t[16]);
  return digit % 2 === 1 ? 1 : 2;
}

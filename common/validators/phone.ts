/** Spec §5: a mobile number is exactly 11 digits, starting with 1 then 3–9. */
export function isValidPhone(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

/**
 * Small validators of the structure and organisation forms: each returns the translated message or
 * undefined (react-admin's translate is passed in so the rules stay pure and testable).
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Required text of at most `max` characters (after trimming). */
export function requiredText(translate: Translate, value: unknown, field: string, max = 50): string | undefined {
  const text = String(value ?? '').trim();
  if (!text) return translate('structure.validation.required', { field });
  if (text.length > max) return translate('structure.validation.too_long', { field, max });
  return undefined;
}

/** Optional text of at most `max` characters. */
export function optionalText(translate: Translate, value: unknown, field: string, max: number): string | undefined {
  return String(value ?? '').trim().length > max ? translate('structure.validation.too_long', { field, max }) : undefined;
}

/** A chosen id (select). */
export function requiredChoice(translate: Translate, value: unknown, field: string): string | undefined {
  return value === '' || value === null || value === undefined ? translate('structure.validation.choose', { field }) : undefined;
}

/** An optional order number 0..99999. */
export function orderNumber(translate: Translate, value: unknown): string | undefined {
  const text = String(value ?? '').trim();
  return text === '' || (/^\d{1,5}$/.test(text) && Number(text) <= 99_999) ? undefined : translate('structure.validation.order');
}

/** A grade: a four-digit entry year. */
export function gradeYear(translate: Translate, value: unknown, field: string): string | undefined {
  const text = String(value ?? '').trim();
  if (!text) return translate('structure.validation.required', { field });
  return /^(19[5-9]\d|20\d\d|2100)$/.test(text) ? undefined : translate('structure.validation.grade');
}

/** Drops undefined entries, so `{}` means the form is clean. */
export function compact<T extends Record<string, string | undefined>>(errors: T): Partial<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as Partial<T>;
}

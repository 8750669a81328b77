/** Display helpers of the term pages: the academic year as '2025-2026学年', the kind's label and colour. */
import { useTranslate } from 'react-admin';

/** Chip colour per kind: regular, summer (warm), winter (cool). */
export const KIND_COLORS: Record<number, 'primary' | 'warning' | 'info'> = { 1: 'primary', 2: 'warning', 3: 'info' };

export function useTermLabels() {
  const translate = useTranslate();
  return {
    year: (y: number) => translate('terms.academic_year', { start: y, end: y + 1 }),
    kind: (k: number) => translate(`terms.kind.${k}`, { _: String(k) }),
    range: (start: string, end: string) => translate('terms.range', { start, end }),
  };
}

/** The hours warning of the student home (spec §2 hours-warning chart, §3 classify achievement minHours). */
import type { ClassifyAchievement } from '../../../common/classify';
import { toHundredths } from '../../../common/hoursRules';

/** True when the classify's earned hours are below its warning value (exact, in hundredths). */
export function belowWarning(item: Pick<ClassifyAchievement, 'classifyHours' | 'minHours'>): boolean {
  try {
    return toHundredths(item.classifyHours ?? '0') < toHundredths(item.minHours ?? '0');
  } catch {
    return false;
  }
}

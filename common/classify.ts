/**
 * Wire types of the categories, rules and hours endpoints (issue 4; spec §3 category tree
 * node and classify achievement item). Hours travel as two-decimal strings ('12.50').
 */
import type { CapGroup, HoursRules } from './hoursRules.js';

export type ModuleKind = 'ideology' | 'innovation' | 'skills' | 'socialPractice' | 'volunteering' | 'culture' | 'growth';
export const MODULE_KINDS: ModuleKind[] = ['ideology', 'innovation', 'skills', 'socialPractice', 'volunteering', 'culture', 'growth'];
export const CAP_GROUPS: CapGroup[] = ['campusCulture', 'socialPractice'];

/** Category tree node (spec §3) plus the warning value and the rule attributes. */
export interface ClassifyNode {
  id: number;
  name: string;
  parentId: number;
  /** 0 none, 1 compulsory, 2 elective. */
  limitType: number;
  orderNumber: number;
  isAssociation: number;
  isExistence: number;
  minHours: string;
  moduleKind: ModuleKind;
  capGroup: CapGroup | null;
  campus: boolean;
  children: ClassifyNode[];
}

/** GET /system/rules. */
export type SchoolRules = HoursRules;

/** Classify achievement item (spec §3): hours per top-level module and its warning value. */
export interface ClassifyAchievement {
  classifyId: number;
  classifyName: string;
  classifyHours: string;
  minHours: string;
}

/**
 * 学分置换 Credit replacement on the wire (issue 21 "Route groups III"; spec §2 /communist/credit/
 * replace/list, /proceeding/wait credit replacement audit, /wait/replace, /system/confirmsubstitution).
 * The school keeps a catalogue of external achievements that may count as hours (置换认定规则: an
 * achievement such as 英语六级 or a MOOC course, the hours category it counts into, the hours, a
 * per-student cap per academic year, evidence required or not). A student asks, on the phone, that an
 * achievement count (a rule, or 其他 with hours proposed); the request is reviewed through the school's
 * flow of kind 30 (common/flows.ts) and its approval grants the hours once through the ledger
 * (LedgerSource.CREDIT_REPLACE, relation = the request), within the rule's yearly cap.
 * Endpoints: server/modules/creditReplace/routes.ts.
 */

/** Menu paths, also the permissions of the endpoints (server/seed/moduleGroups.ts 2500–2502, 750, 1016). */
export const CREDIT_PATHS = {
  list: '/communist/credit/replace/list',
  auditing: '/proceeding/wait/credit/replace/auditing',
  rules: '/system/confirmsubstitution',
  mine: '/student/credit/replace',
  /** The old address of the review queue (spec §2 /wait/replace first/list): the same page. */
  oldQueue: '/wait/replace/first/list',
} as const;

/** 1 under review, 2 approved (hours granted), 3 rejected. */
export const CreditStatus = { PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;
export const CREDIT_STATUSES = [1, 2, 3] as const;
export const creditStatusLabels: Record<number, string> = { 1: '审核中', 2: '已通过', 3: '已驳回' };

export const CREDIT_LIMITS = {
  ruleName: 30, remarks: 200, name: 60, issuer: 60, certificateNo: 40, reason: 500, opinion: 500,
  files: 9, maxHours: 20, otherMaxHours: 4,
} as const;
export const CREDIT_EXPORT_FILE = '学分置换记录.xlsx';
/** The name a request without a rule shows (其他: hours proposed by the student). */
export const OTHER_RULE_NAME = '其他';

/** The academic year (学年) of a day: 2026 for 2026-09-01 … 2027-08-31. */
export const academicYearOf = (day: string): number => {
  const [y, m] = day.split('-').map(Number);
  return m >= 9 ? y : y - 1;
};
export const academicYearLabel = (year: number) => `${year}-${year + 1}学年`;

/** The ledger row's reason (the hours records and the transcript show it as the source name). */
export const creditLedgerReason = (ruleName: string, name: string) => `学分置换: ${ruleName === OTHER_RULE_NAME ? name : `${ruleName} ${name}`}`;

/** Messages (Chinese, shown as the server's msg). */
export const CREDIT_MESSAGES = {
  notFound: '学分置换申请不存在',
  ruleNotFound: '置换规则不存在',
  ruleDisabled: '参数错误: ruleId 该置换规则已停用',
  ruleNameTaken: '规则名称已存在',
  duplicate: '该成果已提交过置换申请（同一规则同一证书编号只能申请一次）',
  notStudent: '只有学生可以申请学分置换',
  futureDate: '获得日期不能晚于今天',
  evidenceRequired: '该规则要求上传证明材料',
  otherNeedsClassify: '参数错误: classifyId 选择「其他」时须选择学时分类',
  otherNeedsHours: `参数错误: hours 选择「其他」时须填写申请学时（大于0且不超过${CREDIT_LIMITS.otherMaxHours}）`,
  reasonRequired: '驳回必须填写原因',
  capReached: (rule: string, year: string, cap: string) => `${rule}在${year}的置换上限为${cap}学时，该生已达上限，不能再置换`,
} as const;

/** A rule of GET /credit/replace/rule/list (hours and yearCap: decimals, 2 places; yearCap null: no cap). */
export interface CreditRuleRow {
  id: number;
  name: string;
  classifyId: number;
  classifyName: string;
  hours: string;
  yearCap: string | null;
  enabled: boolean;
  evidenceRequired: boolean;
  remarks: string;
  /** Requests made under the rule (any status). */
  requestCount: number;
}

/** GET /credit/replace/options: what the student's form offers. */
export interface CreditOptions {
  rules: { id: number; name: string; classifyName: string; hours: string; yearCap: string | null; evidenceRequired: boolean; remarks: string }[];
  classifies: { id: number; name: string }[];
  otherMaxHours: number;
}

/** A request of GET /credit/replace/list and /credit/replace/my-list. */
export interface CreditRequestRow {
  id: number;
  userId: number;
  studentName: string;
  studentCode: string;
  collegeName: string | null;
  /** null: 其他. */
  ruleId: number | null;
  ruleName: string;
  classifyName: string;
  termName: string | null;
  name: string;
  achievedOn: string;
  issuer: string;
  certificateNo: string;
  /** Hours asked (the rule's, or the student's proposal for 其他). */
  hours: string;
  /** Hours written to the ledger (approved), else null. */
  grantedHours: string | null;
  status: number;
  statusName: string;
  opinion: string;
  createdAt: string;
  decidedAt: string | null;
  /** The caller may decide the open step now. */
  canAudit: boolean;
}

/** GET /credit/replace/detail. */
export interface CreditRequestDetail extends CreditRequestRow {
  remarks: string;
  academicYear: string;
  files: { id: number; name: string; url: string }[];
  history: { action: string; actorName: string; opinion: string; time: string }[];
}

/** GET /credit/replace/statistics: counts by status and, per rule, approved requests and hours. */
export interface CreditStatistics {
  pending: number;
  approved: number;
  rejected: number;
  grantedHours: string;
  byRule: { ruleName: string; count: number; hours: string }[];
}

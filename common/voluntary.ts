/**
 * Volunteering on the wire (issue 19 "Volunteering"; ROUTES.md group I /volunteer, /voluntary/*):
 * registered volunteers (志愿者注册), volunteer service hours (志愿服务时长) and their statistics.
 * A volunteer activity is an activity (common/activities.ts) organised by a volunteer organisation
 * (nature 3); its rows, detail and review are the activities'. Endpoints: server/modules/voluntary.
 */

/** A registered volunteer's status: 1 在册 (active), 2 已退出 (left). */
export const VolunteerStatus = { ACTIVE: 1, LEFT: 2 } as const;
export const volunteerStatusLabels: Record<number, string> = { 1: '在册', 2: '已退出' };

/**
 * A service-hours record's status: 0 待提交 (recorded from sign-in/out, the organiser may correct
 * it), 1 审核中 (its review, source type 7, is open), 2 已通过 (hours in the ledger), 3 已驳回
 * (back to the organiser, who may correct and submit again).
 */
export const ServiceHoursStatus = { DRAFT: 0, PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;
export const serviceHoursStatusLabels: Record<number, string> = { 0: '待提交', 1: '审核中', 2: '已通过', 3: '已驳回' };

/** The 10002 messages of the volunteer endpoints (word for word in the UI). */
export const VOLUNTEER_MSG = {
  alreadyRegistered: '您已注册为志愿者',
  notRegistered: '您尚未注册为志愿者',
  teamUnknown: '志愿组织不存在',
  volunteerUnknown: '志愿者不存在',
  hoursUnknown: '志愿时长记录不存在',
  notVolunteerActivity: '该活动不是志愿活动',
  notStarted: '活动尚未开始，不能登记时长',
  correctReason: '修改时长必须填写原因',
  notEditable: '当前状态不能修改时长',
  notSubmittable: '只有待提交或已驳回的记录可以提交',
  nothingToRecord: '没有可登记的签到记录',
} as const;

/** Service minutes → hours with two decimals ('1.50'), as the ledger keeps them. */
export function minutesToHours(minutes: number): string {
  return (Math.round((minutes * 100) / 60) / 100).toFixed(2);
}

/** A registered volunteer (GET /voluntary/volunteer/list row, /volunteer/mine). */
export interface VolunteerRow {
  id: number;
  userId: number;
  volunteerNo: string;
  name: string;
  studentCode: string;
  collegeName: string;
  organizationId: number | null;
  organizationName: string;
  intentions: string;
  phone: string;
  status: number;
  /** Approved service hours ('12.50'). */
  totalHours: string;
  registeredAt: string;
}

/** A service-hours record (GET /voluntary/hours/list row, a volunteer's service record). */
export interface ServiceHoursRow {
  id: number;
  activityId: number;
  activityName: string;
  organizationName: string;
  userId: number;
  name: string;
  studentCode: string;
  signInAt: string | null;
  signOutAt: string | null;
  /** Minutes between sign-in and sign-out. */
  servedMinutes: number;
  /** Minutes counted (the organiser's correction, else servedMinutes). */
  minutes: number;
  hours: string;
  correctionReason: string;
  status: number;
  /** The reviewer's reason when rejected. */
  reason: string;
  /** The activity's start day 'YYYY-MM-DD'. */
  serviceDate: string;
}

/** A row of the hours review queue (GET /voluntary/hours/audit/list). */
export interface ServiceHoursQueueRow extends ServiceHoursRow {
  taskId: number;
  stepName: string;
  stepNo: number;
  stepCount: number;
  applyTime: string;
}

/** GET /voluntary/volunteer/detail: the profile, the service record and the approved total. */
export interface VolunteerDetail {
  volunteer: VolunteerRow;
  records: ServiceHoursRow[];
}

/** GET /volunteer/mine: the student's registration (null before), service record and the teams to join. */
export interface MyVolunteer {
  volunteer: VolunteerRow | null;
  records: ServiceHoursRow[];
  teams: { id: number; name: string }[];
}

/** One bar of the statistics: a team, college or term with its volunteers and approved hours. */
export interface VolunteerStatRow {
  key: number;
  name: string;
  volunteers: number;
  hours: string;
}

/** GET /voluntary/volunteer/stats. */
export interface VolunteerStats {
  byTeam: VolunteerStatRow[];
  byCollege: VolunteerStatRow[];
  byTerm: VolunteerStatRow[];
}

/**
 * A volunteer's record and certificate (志愿服务证明, issue 19) as issued: who, the organisation,
 * the approved service records and their total, signed like a transcript (the HMAC of
 * server/modules/transcripts/code.ts over this content) and verifiable at /verify/{code}.
 */
export interface VolunteerCertificateContent {
  school: { id: number; name: string; logo: string };
  volunteer: { id: number; userId: number; volunteerNo: string; name: string; studentCode: string; collegeName: string; organizationName: string };
  /** The sum of the records' hours ('12.50'), as the ledger holds them. */
  totalHours: string;
  /** The approved service records, oldest first: activity, its day 'YYYY-MM-DD', hours. */
  records: { activityName: string; serviceDate: string; hours: string }[];
  /** China day of issue 'YYYY-MM-DD'. */
  issueDate: string;
}

/** POST /voluntary/volunteer/certificate, POST /volunteer/certificate: the certificate issued (or today's unchanged one). */
export interface VolunteerCertificate {
  id: number;
  /** 16 Crockford base32 characters, printed XXXX-XXXX-XXXX-XXXX. */
  code: string;
  /** '/verify/{code}'. */
  verifyUrl: string;
  content: VolunteerCertificateContent;
}

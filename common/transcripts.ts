/**
 * Transcripts (成绩单) on the wire (issue 7; spec §1 the hours rule, §2 the report pages and
 * /usermng/export/transcript/list, §3 school scoreReportModel, waysConvert, hoursUnit, §9 decimal
 * places). One TranscriptContent feeds the screen (/report/{id}, /reportDetail/{id}), the PDF and
 * the verification page; an issued transcript stores it as issued. Hours are two-decimal strings;
 * the display rounds them to the school's decimal places.
 */
import type { RequirementLine } from './hoursRequirements.js';
import type { BatchParams } from './schemas/transcriptBatch.js';
import type { GrowthItem } from './honours.js';

/** Report layouts chosen by the school's scoreReportModel: 1 one-page summary (/report), 2 detailed list (/reportDetail). */
export const ReportLayout = { SUMMARY: 1, DETAILED: 2 } as const;
/** Spec §3: waysConvert 3 → 分数, otherwise 学分. */
export const scoreUnitOf = (waysConvert: number): string => (waysConvert === 3 ? '分数' : '学分');

export interface TranscriptSchool {
  id: number;
  name: string;
  logo: string;
  hoursUnit: string;
  waysConvert: number;
  scoreReportModel: number;
  decimalPlaces: number;
}

export interface TranscriptStudent {
  userId: number;
  name: string;
  code: string;
  /** 1 male, 2 female. */
  gender: number;
  collegeName: string;
  majorName: string;
  className: string;
  grade: string;
  /** Politics label (spec §3 codes), e.g. '共青团员'. */
  politics: string;
}

/** Hours of one top-level module against its minimum. */
export interface TranscriptClassify {
  classifyId: number;
  classifyName: string;
  hours: string;
  /** The module's requirement in the student's requirement set; '0.00' when it has none (never the warning value). */
  minHours: string;
  /** hours ≥ minHours (always true without a requirement). */
  met: boolean;
}

/** One ledger row behind the hours. */
export interface TranscriptRecord {
  /** 1 activity, 2 declaration, 3 correction, 4 import (ledger source types). */
  sourceType: number;
  sourceName: string;
  classifyName: string;
  hours: string;
  termName: string;
  /** 'YYYY-MM-DD'. */
  date: string;
}

/** The rule verdict (spec §1; common/hoursRequirements.ts evaluate): met, or every unmet line in Chinese ('总学时还差 12.00 学时', …). */
export interface TranscriptVerdict {
  met: boolean;
  missing: string[];
  /** A postgraduate: hours are record-only (no credit); met is false and missing holds the one line '研究生学时仅作记录，不计学分'. */
  recordOnly?: boolean;
}

export interface TranscriptContent {
  school: TranscriptSchool;
  student: TranscriptStudent;
  byClassify: TranscriptClassify[];
  totalHours: string;
  /** Credits or points: the requiredCredits of the student's set when every requirement is met, else '0.00'; unit label per waysConvert. */
  score: string;
  scoreUnit: string;
  records: TranscriptRecord[];
  /** Each requirement with its required and earned hours (issue 13); absent in transcripts issued before it. */
  requirements?: RequirementLine[];
  verdict: TranscriptVerdict;
  /** 成长记录 (issue 21): the student's approved honours and employment records; absent on transcripts issued before. */
  growth?: GrowthItem[];
  /** 'YYYY-MM-DD'. */
  issueDate: string;
}

/** An issued transcript (the content plus how to verify it). */
export interface IssuedTranscript {
  id: number;
  code: string;
  /** Absolute or root-relative address of the verification page: /verify/{code}. */
  verifyUrl: string;
  content: TranscriptContent;
}

/** GET /transcript/list and GET /student/transcript/list row: one issued transcript. */
export interface TranscriptRow {
  id: number;
  /** The verification code (16 characters; printed grouped XXXX-XXXX-XXXX-XXXX). */
  code: string;
  verifyUrl: string;
  userId: number;
  /** The student's name and number as issued. */
  name: string;
  studentCode: string;
  collegeName: string;
  className: string;
  totalHours: string;
  score: string;
  scoreUnit: string;
  /** 'YYYY-MM-DD' as printed. */
  issueDate: string;
  /** 'YYYY-MM-DD HH:mm:ss'. */
  issuedAt: string;
  /** Who issued it (staff, or the student for their own copy); '' when nobody is recorded. */
  issuedByName: string;
  batchId: string | null;
  revokedAt: string | null;
  revokeReason: string | null;
  /** The id of the transcript that replaced this one. */
  supersededBy: number | null;
  status: 'valid' | 'revoked' | 'superseded';
}

/** POST /transcript/batch: exactly one way of choosing the students (common/schemas/transcriptBatch.ts). */
export type TranscriptBatchInput = BatchParams;

/** GET /export/transcript/list row. */
export interface TranscriptBatchRow {
  /** The batch id = its job id (GET /jobs/status?id= shows progress). */
  id: string;
  scopeLabel: string;
  studentCount: number;
  createdByName: string;
  createdAt: string;
  finishedAt: string | null;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  error: string | null;
  fileName: string | null;
  /** Bytes of the ZIP, once done. */
  size: number | null;
}

/** GET /verify/info {code} (public). */
export interface VerifyResult {
  /** valid: genuine and current; altered: the stored content no longer matches its code; revoked; superseded by a newer one; notFound. */
  status: 'valid' | 'altered' | 'revoked' | 'superseded' | 'notFound';
  schoolName: string;
  /** The school's logo (data: URL or address); optional — the page shows a generic emblem without it. */
  schoolLogo?: string;
  /** Partly masked, e.g. '张*明'. */
  studentName: string;
  /** Partly masked student number, e.g. '2021****01'. */
  studentCode: string;
  issueDate: string;
  totalHours: string;
  score: string;
  scoreUnit: string;
  byClassify: { classifyName: string; hours: string }[];
  /** Whether the ledger today still gives the same totals as issued. */
  matchesLedger: boolean;
  /** The school's hours unit and decimal places as issued, for the display (absent when notFound or altered). */
  hoursUnit?: string;
  decimalPlaces?: number;
  revokedAt: string | null;
  revokeReason: string | null;
  /**
   * What the code belongs to: a transcript (absent on older replies) or a volunteer's certificate
   * (志愿服务证明, issue 19; then totalHours is the approved service hours, byClassify is empty and
   * `volunteer` says what it certifies).
   */
  document?: 'transcript' | 'volunteerCertificate';
  volunteer?: { volunteerNo: string; organizationName: string; recordCount: number };
}

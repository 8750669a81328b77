/**
 * The 批量生成成绩单 choice as data (issue 7: "by college, major, class or grade, or for a selected
 * list of students"): the form state and the POST /transcript/batch body, which carries exactly
 * one selector (the server refuses two with 10002).
 */
import type { TranscriptBatchInput } from '../../../common/transcripts';

export const BATCH_MODES = ['college', 'major', 'class', 'grade', 'students'] as const;
export type BatchMode = (typeof BATCH_MODES)[number];

export interface BatchForm {
  mode: BatchMode;
  /** Chosen college (also narrows the majors). */
  collegeId: number | '';
  /** Chosen major (also narrows the classes). */
  majorId: number | '';
  classId: number | '';
  grade: string;
  /** 指定学生: the picked students' user ids. */
  userIds: number[];
}

export const EMPTY_BATCH_FORM: BatchForm = { mode: 'class', collegeId: '', majorId: '', classId: '', grade: '', userIds: [] };

/**
 * The request body for the form, or null while the chosen way is incomplete. Parents picked on the
 * way (the college of a major, the major of a class) are not sent: the narrowest choice names the students.
 *
 * @example batchInput({ ...EMPTY_BATCH_FORM, mode: 'class', collegeId: 1, majorId: 2, classId: 3 }) → { classId: 3 }
 */
export function batchInput(form: BatchForm): TranscriptBatchInput | null {
  switch (form.mode) {
    case 'college':
      return form.collegeId === '' ? null : { collegeId: Number(form.collegeId) };
    case 'major':
      return form.majorId === '' ? null : { majorId: Number(form.majorId) };
    case 'class':
      return form.classId === '' ? null : { classId: Number(form.classId) };
    case 'grade':
      return form.grade === '' ? null : { grade: form.grade };
    case 'students':
      return form.userIds.length === 0 ? null : { userIds: [...form.userIds] };
    default:
      return null;
  }
}

/**
 * Student statuses a batch covers: every status but 6 (deleted) — graduates need transcripts too
 * (spec §3 student status 0–6).
 */
export const BATCH_STATUSES = [0, 1, 2, 3, 4, 5] as const;

/**
 * Where a student sits in the school's structure — campus, college, major, class, grade — checked
 * for consistency within the session's school: the major belongs to the college, the class to the
 * major, and the class's grade is the student's grade. Used by add, update and turnMajor (the
 * roster import checks the same rules by name, in roster/validate.ts).
 */
import type { Db } from '../../db/db.js';
import { badParams } from '../../protocol/errors.js';
import * as repo from './repositories/roster.js';

export interface PlacementInput {
  campusId?: number | null;
  collegeId: number;
  majorId: number;
  classId: number;
  /** When given, must equal the class's grade. */
  grade?: string;
}

export interface Placement {
  campusId: number | null;
  campusName: string;
  collegeId: number;
  collegeName: string;
  majorId: number;
  majorName: string;
  classId: number;
  className: string;
  grade: string;
}

export const PLACEMENT_MESSAGES = {
  campus: '校区不存在',
  college: '学院不存在',
  major: '专业不存在或不属于该学院',
  class: '班级不存在或不属于该专业',
  grade: '班级与年级不一致',
} as const;

/** Checks and names a placement; 10002 with the reason when it is inconsistent. */
export async function resolvePlacement(db: Db, schoolId: number, p: PlacementInput): Promise<Placement> {
  let campusName = '';
  if (p.campusId) {
    const campus = await repo.findCampus(db, schoolId, p.campusId);
    if (!campus) throw badParams(PLACEMENT_MESSAGES.campus);
    campusName = campus.name;
  }
  const college = await repo.findCollege(db, schoolId, p.collegeId);
  if (!college) throw badParams(PLACEMENT_MESSAGES.college);
  const major = await repo.findMajorOf(db, schoolId, p.collegeId, p.majorId);
  if (!major) throw badParams(PLACEMENT_MESSAGES.major);
  const cls = await repo.findClassOf(db, schoolId, p.majorId, p.classId);
  if (!cls) throw badParams(PLACEMENT_MESSAGES.class);
  if (p.grade !== undefined && p.grade !== cls.grade) throw badParams(PLACEMENT_MESSAGES.grade);
  return {
    campusId: p.campusId ?? college.campusId ?? null,
    campusName,
    collegeId: p.collegeId,
    collegeName: college.name,
    majorId: p.majorId,
    majorName: major.name,
    classId: p.classId,
    className: cls.name,
    grade: cls.grade,
  };
}

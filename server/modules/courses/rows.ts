/** Database rows of courses, sections, rosters and ratings → their wire shapes (common/courses.ts). */
import {
  courseStatusLabels, gradeModeLabels, SectionStatus, sectionPhaseLabels, type CourseRow, type RatingRow, type RosterRow, type SectionPhase,
  type SectionRow, type StudentSectionRow,
} from '../../../common/courses.js';
import { formatDateTime, formatMinute } from '../../../common/time.js';
import type { CourseRecord } from './repository.js';
import type { RatingRecord } from './ratingsRepo.js';
import type { SectionRecord, StudentSectionRecord } from './sectionsRepo.js';

export function toCourseRow(r: CourseRecord): CourseRow {
  return {
    id: r.id, name: r.name, classifyId: r.classifyId, classifyName: r.classifyName, hours: r.hours, collegeId: r.collegeId, collegeName: r.collegeName ?? null,
    gradeMode: r.gradeMode, gradeModeName: gradeModeLabels[r.gradeMode] ?? '', passScore: r.passScore, description: r.description, status: r.status,
    statusName: courseStatusLabels[r.status] ?? '', opinion: r.opinion, createdBy: r.createdBy, createdByName: r.createdByName,
    createTime: formatDateTime(r.createdAt), sectionCount: Number(r.sectionCount),
  };
}

/** What the section is doing at `now`. */
export function sectionPhase(s: { status: number; enrollStart: Date; enrollEnd: Date; startAt: Date; endAt: Date }, now: Date): SectionPhase {
  if (s.status === SectionStatus.COMPLETED) return 'completed';
  if (now < s.enrollStart) return 'before';
  if (now <= s.enrollEnd) return 'enrolling';
  if (now < s.startAt) return 'awaiting';
  if (now <= s.endAt) return 'teaching';
  return 'ended';
}

export function toSectionRow(r: SectionRecord, now: Date): SectionRow {
  const phase = sectionPhase(r, now);
  return {
    id: r.id, courseId: r.courseId, courseName: r.courseName, classifyName: r.classifyName, hours: r.hours, gradeMode: r.gradeMode, name: r.name,
    teacherId: r.teacherId, teacherName: r.teacherName, capacity: r.capacity, enrollCount: r.enrollCount, enrollStart: formatMinute(r.enrollStart),
    enrollEnd: formatMinute(r.enrollEnd), startTime: formatMinute(r.startAt), endTime: formatMinute(r.endAt), schedule: r.schedule, place: r.place,
    status: r.status, phase, phaseName: sectionPhaseLabels[phase], signedCount: Number(r.signedCount), rateEnd: formatMinute(r.rateEnd),
    completeTime: formatDateTime(r.completedAt),
  };
}

/** A student may rate a completed section they passed, until its rating window ends, once. */
export const canRate = (r: StudentSectionRecord, now: Date) =>
  r.status === SectionStatus.COMPLETED && r.myPassed === true && !r.rated && r.rateEnd !== null && now <= r.rateEnd;

export function toStudentSectionRow(r: StudentSectionRecord, now: Date): StudentSectionRow {
  return {
    ...toSectionRow(r, now), enrolled: r.myStatus === 1, signTime: formatDateTime(r.mySignedAt ?? null), passed: r.myPassed ?? null, score: r.myScore ?? null,
    grantedHours: r.myHours, rated: Boolean(r.rated), canRate: canRate(r, now),
  };
}

export function toRosterRow(r: { userId: number; username: string; name: string; collegeName: string | null; className: string | null; enrolledAt: Date; signedAt: Date | null; passed: boolean | null; score: string | null; hours: string | null }): RosterRow {
  return {
    userId: r.userId, username: r.username, name: r.name, collegeName: r.collegeName, className: r.className, enrollTime: formatDateTime(r.enrolledAt),
    signTime: formatDateTime(r.signedAt), passed: r.passed, score: r.score, hours: r.hours,
  };
}

export function toRatingRow(r: RatingRecord): RatingRow {
  return {
    id: r.id, sectionId: r.sectionId, sectionName: r.sectionName, courseId: r.courseId, courseName: r.courseName, teacherId: r.teacherId,
    teacherName: r.teacherName, courseStars: r.courseStars, teacherStars: r.teacherStars, comment: r.comment, createTime: formatDateTime(r.createdAt),
  };
}

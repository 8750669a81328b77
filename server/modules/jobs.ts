/**
 * Every job kind and scheduled task of the modules (issue 17), for the job runner
 * (server/jobs/index.ts): each declared beside its feature, listed here once, like the routes in
 * modules/index.ts.
 */
import type { JobKind, ScheduledTask } from '../jobs/index.js';
import { activityExportJob } from './activities/jobs.js';
import { warningExportJob } from './dashboard/jobs.js';
import { declarationExportJob, declarationImportJob } from './declarations/jobs.js';
import { activityTimetable } from './participation/schedule.js';
import { previewExportJob } from './schoolParams/jobs.js';
import { practiceExportJob, practiceStatsExportJob } from './practice/jobs.js';
import { rosterImportJob, studentExportJob } from './students/jobs.js';
import { batchJob } from './transcripts/batch/service.js';
import { teamExportJob } from './orgLifecycle/teams.js';
import { bookingExportJob, siteExportJob } from './venues/export.js';
import { volunteerExportJob } from './voluntary/export.js';
import { quizResultExportJob } from './quizzes/results.js';
import { youthExportJob } from './quizzes/youthLearn.js';
import { ratingExportJob } from './courses/ratings.js';
import { statisticsExportJob } from './evaluations/stats.js';
import { timetableImportJobs } from './timetables/jobs.js';
import { arrearsExportJob } from './ideology/duesExport.js';
import { adjustmentExportJob } from './adjustments/export.js';
import { growthExportJob } from './honours/export.js';
import { journalExportJob } from './journals/export.js';
import { feedbackExportJob } from './feedback/export.js';
import { pointsExportJob } from './points/export.js';
import { creditExportJob } from './creditReplace/export.js';
import { fieldExportJob } from './fields/export.js';

export const allJobs: JobKind<any>[] = [
  rosterImportJob, studentExportJob, declarationImportJob, declarationExportJob, activityExportJob, warningExportJob, previewExportJob, batchJob,
  // Issue 19: volunteer teams, venues, volunteers.
  teamExportJob, siteExportJob, bookingExportJob, volunteerExportJob, practiceExportJob, practiceStatsExportJob,
  // Issue 20: quiz results, 青年大学习 rates.
  quizResultExportJob, youthExportJob,
  // Issue 20: course ratings.
  ratingExportJob,
  // Issue 20: timetable imports.
  timetableImportJobs.student, timetableImportJobs.teacher,
  // Issue 20: party and league dues arrears.
  arrearsExportJob,
  // Issue 21: evaluation statistics.
  statisticsExportJob,
  // Issue 21: the 加减学时 ledger.
  adjustmentExportJob,
  // Issue 21: honours and employment records.
  growthExportJob,
  // Issue 21: 活力值 accounts.
  pointsExportJob,
  // Issue 21: 学分置换 records.
  creditExportJob,
  // Issue 21: work journals and feedback.
  journalExportJob, feedbackExportJob,
  // Issue 21: 宣传阵地.
  fieldExportJob,
];

export const allSchedules: ScheduledTask[] = [activityTimetable];

/**
 * Typed custom methods of 第二课堂课程 and 课程评价 (issue 20 "Courses and review"). Pages reach these
 * with `useDataProvider<CourseDataProvider>()`.
 *
 * CRUD stays with the resources: a course is getList / getOne / create / update('courses') (GET
 * /course/list, /course/detail, POST /course/add|update); a section is 'courseSections'; the
 * opening review queue getList('courseAudits'); control rules 'courseControls' (delete included);
 * ratings getList('courseRatings'); a student's open sections getList('openCourseSections') and
 * their own getList('myCourseSections').
 */
import type { DataProvider } from 'react-admin';
import type { CompleteResult, CourseAuditResult, RatingDistribution, RatingRow, RatingStatRow, RosterRow } from '../../common/courses';
import type { JobStarted } from '../../common/jobs';
import type { DataClient } from './apiClient';
import type { ResourceTable } from './resourceTypes';

/** CRUD endpoints of the course resources (merged into the app's table in resources.ts). */
export const courseResources: ResourceTable = {
  courses: { list: '/course/list', one: '/course/detail', create: '/course/add', update: '/course/update' },
  courseAudits: { list: '/course/audit/list' },
  courseSections: { list: '/course/section/list', one: '/course/section/detail', create: '/course/section/add', update: '/course/section/update' },
  courseControls: { list: '/course/control/list', create: '/course/control/add', delete: '/course/control/delete' },
  courseRatings: { list: '/course/review/list' },
  openCourseSections: { list: '/course/student/sections' },
  myCourseSections: { list: '/course/student/mine' },
};

export interface CourseFormOptions {
  classifies: { id: number; name: string; parentId: number }[];
  colleges: { id: number; name: string }[];
  roles: { id: number; name: string }[];
  teachers: { id: number; name: string; username: string }[];
  courses: { id: number; name: string; hours: string; gradeMode: number }[];
}

const jobOf = (reply: { id?: string } | null): JobStarted => ({ id: String(reply?.id ?? '') });

export function courseMethods(client: DataClient) {
  return {
    /** GET /course/form/options → the choices of the course, section and control forms. */
    getCourseFormOptions: () => client.get<CourseFormOptions>('/course/form/options', {}),
    /** POST /course/audit {ids, result, opinion?} → CourseAuditResult; refusals shown by the dialog. */
    auditCourses: (input: { ids: number[]; result: string; opinion?: string }) => client.post<CourseAuditResult>('/course/audit', input),
    /** GET /course/section/roster {sectionId} → the students with sign-in, grade and hours. */
    getCourseRoster: async (sectionId: number): Promise<RosterRow[]> => (await client.get<RosterRow[] | null>('/course/section/roster', { sectionId })) ?? [],
    /** GET /course/section/qr {sectionId} → the current sign-in token and its timing. */
    getCourseQr: (sectionId: number) => client.get<{ token: string; expiresIn: number; refreshIn: number }>('/course/section/qr', { sectionId }),
    /** POST /course/section/attend {sectionId, userIds, attended 0|1}. */
    markCourseAttendance: (input: { sectionId: number; userIds: number[]; attended: 0 | 1 }) => client.post<{ count: number }>('/course/section/attend', input),
    /** POST /course/section/grade {sectionId, grades}. */
    gradeCourseSection: (input: { sectionId: number; grades: { userId: number; passed?: number; score?: number }[] }) => client.post<{ count: number }>('/course/section/grade', input),
    /** POST /course/section/complete {sectionId} → CompleteResult. */
    completeCourseSection: (sectionId: number) => client.post<CompleteResult>('/course/section/complete', { sectionId }),
    /** POST /course/section/rate-window {sectionId, rateEnd}. */
    setCourseRateWindow: (sectionId: number, rateEnd: string) => client.post<unknown>('/course/section/rate-window', { sectionId, rateEnd }),
    /** GET /course/review/stats {by} → averages per course or teacher. */
    getCourseRatingStats: async (by: 'course' | 'teacher'): Promise<RatingStatRow[]> => (await client.get<RatingStatRow[] | null>('/course/review/stats', { by })) ?? [],
    /** GET /course/review/distribution → stars 1–5 counts. */
    getCourseRatingDistribution: () => client.get<RatingDistribution>('/course/review/distribution', {}),
    /** GET /course/review/mine → the caller's own teaching ratings with stats and distribution. */
    getMyTeachingRatings: () => client.get<{ list: RatingRow[]; total: number; stats: RatingStatRow[]; distribution: RatingDistribution }>('/course/review/mine', { size: 40 }),
    /** GET /course/review/export {filters} → the export job's {id} (课程评价.xlsx). */
    startCourseRatingExport: async (filter: Record<string, unknown>): Promise<JobStarted> => jobOf(await client.get('/course/review/export', filter)),
    /** Student: POST /course/student/enroll|cancel {sectionId}. */
    enrollCourseSection: (sectionId: number) => client.post<{ status: number }>('/course/student/enroll', { sectionId }),
    cancelCourseSection: (sectionId: number) => client.post<null>('/course/student/cancel', { sectionId }),
    /** Student: POST /course/student/sign {token}. */
    signCourseSection: (token: string) => client.post<{ sectionId: number }>('/course/student/sign', { token }),
    /** Student: POST /course/student/rate {sectionId, courseStars, teacherStars, comment?}. */
    rateCourseSection: (input: { sectionId: number; courseStars: number; teacherStars: number; comment?: string }) => client.post<{ id: number }>('/course/student/rate', input),
  };
}

export type CourseMethods = ReturnType<typeof courseMethods>;
export type CourseDataProvider = DataProvider & CourseMethods;

/**
 * The typed database schema (DESIGN.md §4): the table map Kysely is typed with. Columns are
 * snake_case in SQL and camelCase here (Kysely's CamelCasePlugin maps them). Every tenant table
 * carries `schoolId`. The row types live by area in ./tables/.
 */
import type { SchoolsTable, UsersTable, StaffTable, RolesTable, UserRolesTable, ModulesTable, RoleModulesTable, SessionsTable, CaptchasTable, SmsCodesTable, SmsMessagesTable, SignInFailuresTable } from './tables/accounts.js';
import type { CampusesTable, CollegesTable, MajorsTable, ClassesTable, StudentsTable, StudentMajorChangesTable, OrganizationsTable, OrganizationMembersTable } from './tables/structure.js';
import type { JobsTable, JobFilesTable, JobInputsTable } from './tables/jobs.js';
import type { FilesTable, ActivitiesTable, ActivityAttachmentsTable, ActivityEnrollmentsTable, ActivityReportParticipantsTable, ActivityReportFilesTable, AuditTasksTable, AuditRecordsTable, BlacklistTable, BlacklistAppealsTable } from './tables/activities.js';
import type { DeclarationProjectsTable, DeclarationProjectOptionsTable, DeclarationsTable, DeclarationAttachmentsTable, TranscriptBatchesTable, TranscriptBatchStudentsTable, TranscriptsTable } from './tables/declarations.js';
import type { FlowTemplatesTable, FlowStepsTable, ClassifiesTable, SchoolRulesTable, HoursRequirementSetsTable, HoursRuleChangesTable, TermsTable, HoursLedgerTable } from './tables/hours.js';
import type { ModuleSlotsTable, StudentModuleHoursTable, LedgerSourceTotalsTable } from './tables/dashboard.js';
import type { NoticesTable, NoticeReadsTable } from './tables/notices.js';
import type { PersonalDataViewsTable } from './tables/privacy.js';
import type { SsoConfigsTable, SsoTicketsTable } from './tables/sso.js';
import type { OrganizationApplicationsTable } from './tables/orgLifecycle.js';
import type { SiteTypesTable, SitesTable, SiteBookingsTable } from './tables/venues.js';
import type { QuizLibrariesTable, QuizQuestionsTable, QuizzesTable, QuizItemsTable, QuizAttemptsTable, QuizAnswersTable, YouthLearnIssuesTable, YouthLearnRecordsTable } from './tables/quizzes.js';
import type { VolunteerCertificatesTable, VolunteersTable, VolunteerServiceHoursTable, VolunteerServiceStatsTable } from './tables/voluntary.js';
import type { PracticeProjectsTable, PracticeMembersTable, PracticeJournalsTable, PracticeFilesTable } from './tables/practice.js';
import type { CoursesTable, CourseSectionsTable, CourseEnrollmentsTable, CourseRatingsTable, CourseControlsTable } from './tables/courses.js';
import type { TimetableEntriesTable } from './tables/timetables.js';

export type * from './tables/columns.js';
export type * from './tables/accounts.js';
export type * from './tables/structure.js';
export type * from './tables/jobs.js';
export type * from './tables/hours.js';
export type * from './tables/activities.js';
export type * from './tables/declarations.js';
export type * from './tables/dashboard.js';
export type * from './tables/notices.js';
export type * from './tables/privacy.js';
export type * from './tables/sso.js';
export type * from './tables/orgLifecycle.js';
export type * from './tables/venues.js';
export type * from './tables/voluntary.js';
export type * from './tables/practice.js';
export type * from './tables/quizzes.js';
export type * from './tables/courses.js';
export type * from './tables/timetables.js';

export interface Database {
  schools: SchoolsTable;
  users: UsersTable;
  campuses: CampusesTable;
  colleges: CollegesTable;
  majors: MajorsTable;
  classes: ClassesTable;
  students: StudentsTable;
  roles: RolesTable;
  userRoles: UserRolesTable;
  modules: ModulesTable;
  roleModules: RoleModulesTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  smsCodes: SmsCodesTable;
  smsMessages: SmsMessagesTable;
  signInFailures: SignInFailuresTable;
  staff: StaffTable;
  organizations: OrganizationsTable;
  organizationMembers: OrganizationMembersTable;
  studentMajorChanges: StudentMajorChangesTable;
  jobs: JobsTable;
  jobFiles: JobFilesTable;
  jobInputs: JobInputsTable;
  classifies: ClassifiesTable;
  schoolRules: SchoolRulesTable;
  hoursRequirementSets: HoursRequirementSetsTable;
  hoursRuleChanges: HoursRuleChangesTable;
  terms: TermsTable;
  hoursLedger: HoursLedgerTable;
  flowTemplates: FlowTemplatesTable;
  flowSteps: FlowStepsTable;
  files: FilesTable;
  activities: ActivitiesTable;
  activityAttachments: ActivityAttachmentsTable;
  activityReportParticipants: ActivityReportParticipantsTable;
  activityReportFiles: ActivityReportFilesTable;
  activityEnrollments: ActivityEnrollmentsTable;
  auditTasks: AuditTasksTable;
  auditRecords: AuditRecordsTable;
  blacklist: BlacklistTable;
  blacklistAppeals: BlacklistAppealsTable;
  declarationProjects: DeclarationProjectsTable;
  declarationProjectOptions: DeclarationProjectOptionsTable;
  declarations: DeclarationsTable;
  declarationAttachments: DeclarationAttachmentsTable;
  transcriptBatches: TranscriptBatchesTable;
  transcriptBatchStudents: TranscriptBatchStudentsTable;
  transcripts: TranscriptsTable;
  moduleSlots: ModuleSlotsTable;
  studentModuleHours: StudentModuleHoursTable;
  ledgerSourceTotals: LedgerSourceTotalsTable;
  notices: NoticesTable;
  noticeReads: NoticeReadsTable;
  personalDataViews: PersonalDataViewsTable;
  ssoConfigs: SsoConfigsTable;
  ssoTickets: SsoTicketsTable;
  organizationApplications: OrganizationApplicationsTable;
  // Issue 19 venues (migration 20261126_024000_venues).
  siteTypes: SiteTypesTable;
  sites: SitesTable;
  siteBookings: SiteBookingsTable;
  volunteers: VolunteersTable;
  volunteerServiceHours: VolunteerServiceHoursTable;
  volunteerCertificates: VolunteerCertificatesTable;
  volunteerServiceStats: VolunteerServiceStatsTable;
  practiceProjects: PracticeProjectsTable;
  practiceMembers: PracticeMembersTable;
  practiceJournals: PracticeJournalsTable;
  practiceFiles: PracticeFilesTable;
  // Issue 20 quizzes and 青年大学习 (migration 20261126_032000_quizzes).
  quizLibraries: QuizLibrariesTable;
  quizQuestions: QuizQuestionsTable;
  quizzes: QuizzesTable;
  quizItems: QuizItemsTable;
  quizAttempts: QuizAttemptsTable;
  quizAnswers: QuizAnswersTable;
  youthLearnIssues: YouthLearnIssuesTable;
  youthLearnRecords: YouthLearnRecordsTable;
  courses: CoursesTable;
  courseSections: CourseSectionsTable;
  courseEnrollments: CourseEnrollmentsTable;
  courseRatings: CourseRatingsTable;
  courseControls: CourseControlsTable;
  // Issue 20 timetables (migration 20261126_035000_timetables).
  timetableEntries: TimetableEntriesTable;
}

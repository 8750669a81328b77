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
import type * as Innovation from './tables/innovation.js';
import type * as Votes from './tables/votes.js';
import type * as Honours from './tables/honours.js';
import type { SchoolBannersTable } from './tables/banners.js';
import type { FieldApplicationsTable, OrgScheduleWindowsTable, PublicityFieldsTable } from './tables/fields.js';
import type * as Ideology from './tables/ideology.js';
import type * as Evaluations from './tables/evaluations.js';
import type * as Punishments from './tables/punishments.js';
import type * as Points from './tables/points.js';
import type { DocumentTemplatesTable } from './tables/documentTemplates.js';
import type * as CreditReplace from './tables/creditReplace.js';
import type * as Moments from './tables/moments.js';
import type * as SignTasks from './tables/signTasks.js';
import type * as Journals from './tables/journals.js';

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
export type * from './tables/documentTemplates.js';
export type * from './tables/quizzes.js';
export type * from './tables/courses.js';
export type * from './tables/timetables.js';
export type * from './tables/innovation.js';
export type * from './tables/votes.js';
export type * from './tables/honours.js';
export type * from './tables/banners.js';
export type * from './tables/ideology.js';
export type * from './tables/evaluations.js';
export type * from './tables/punishments.js';
export type * from './tables/signTasks.js';
export type * from './tables/journals.js';

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
  votes: Votes.VotesTable;
  voteCandidates: Votes.VoteCandidatesTable;
  voteVoters: Votes.VoteVotersTable;
  voteBallots: Votes.VoteBallotsTable;
  growthRecords: Honours.GrowthRecordsTable;
  innovationFields: Innovation.InnovationDictTable;
  innovationUndertakers: Innovation.InnovationDictTable;
  innovationProjects: Innovation.InnovationProjectsTable;
  innovationProjectMembers: Innovation.InnovationProjectMembersTable;
  innovationCompetitions: Innovation.InnovationCompetitionsTable;
  innovationTeams: Innovation.InnovationTeamsTable;
  innovationTeamMembers: Innovation.InnovationTeamMembersTable;
  innovationResults: Innovation.InnovationResultsTable;
  innovationHatchings: Innovation.InnovationHatchingsTable;
  innovationBonuses: Innovation.InnovationBonusesTable;
  innovationBanners: Innovation.InnovationBannersTable;
  // Issue 21 school banners of the student home (migration 20261126_047000_banners).
  schoolBanners: SchoolBannersTable;
  // Issue 20 party and league work (migration 20261126_031000_ideology).
  ideologySettings: Ideology.IdeologySettingsTable;
  ideologyDuesRules: Ideology.IdeologyDuesRulesTable;
  ideologyMembers: Ideology.IdeologyMembersTable;
  ideologyStageHistory: Ideology.IdeologyStageHistoryTable;
  ideologyStageApplications: Ideology.IdeologyStageApplicationsTable;
  ideologyDuesPayments: Ideology.IdeologyDuesPaymentsTable;
  ideologyMeetings: Ideology.IdeologyMeetingsTable;
  ideologyMeetingAttendance: Ideology.IdeologyMeetingAttendanceTable;
  ideologyStudios: Ideology.IdeologyStudiosTable;
  ideologyStudioMembers: Ideology.IdeologyStudioMembersTable;
  ideologySelections: Ideology.IdeologySelectionsTable;
  ideologyNominations: Ideology.IdeologyNominationsTable;
  ideologyActivities: Ideology.IdeologyActivitiesTable;
  ideologyActivityParticipants: Ideology.IdeologyActivityParticipantsTable;
  ideologyBanners: Ideology.IdeologyBannersTable;
  // Issue 21 evaluations (migration 20261126_043000_evaluations).
  activityEvaluations: Evaluations.ActivityEvaluationsTable;
  evaluationProjects: Evaluations.EvaluationProjectsTable;
  evaluationApplications: Evaluations.EvaluationApplicationsTable;
  // Issue 21 punishments and hours adjustments (migration 20261126_045000_punishments).
  punishments: Punishments.PunishmentsTable;
  hoursAdjustments: Punishments.HoursAdjustmentsTable;
  hoursAdjustmentStudents: Punishments.HoursAdjustmentStudentsTable;
  // Issue 21 points and gifts (migration 20261126_044000_points).
  pointsAccounts: Points.PointsAccountsTable;
  pointsLedger: Points.PointsLedgerTable;
  pointsRules: Points.PointsRulesTable;
  gifts: Points.GiftsTable;
  giftOrders: Points.GiftOrdersTable;
  // Issue 21 document templates (migration 20261126_046000_document_templates).
  documentTemplates: DocumentTemplatesTable;
  // Issue 21 学分置换 (migration 20261126_050000_credit_replace).
  creditReplaceRules: CreditReplace.CreditReplaceRulesTable;
  creditReplaceRequests: CreditReplace.CreditReplaceRequestsTable;
  // Issue 21 moments (migration 20261126_051000_moments).
  momentThemes: Moments.MomentThemesTable;
  moments: Moments.MomentsTable;
  momentLikes: Moments.MomentLikesTable;
  momentComments: Moments.MomentCommentsTable;
  momentReports: Moments.MomentReportsTable;
  // Issue 21 sign tasks (migration 20261126_053000_sign_tasks).
  signTasks: SignTasks.SignTasksTable;
  signTaskStudents: SignTasks.SignTaskStudentsTable;
  signTaskCheckins: SignTasks.SignTaskCheckinsTable;
  // Issue 21 journals, things and feedback (migration 20261126_052000_journals).
  workJournals: Journals.WorkJournalsTable;
  staffThings: Journals.StaffThingsTable;
  feedbacks: Journals.FeedbacksTable;
  // Issue 21 publicity fields and the organisation schedule (migration 20261126_054000_fields).
  publicityFields: PublicityFieldsTable;
  fieldApplications: FieldApplicationsTable;
  orgScheduleWindows: OrgScheduleWindowsTable;
}

/** Every API endpoint, by feature. Adding a feature is adding its routes here (and its title in server/plugins/apiDocs.ts). */
import type { AnyRoute } from '../protocol/define.js';
import { jobRoutes } from '../jobs/routes.js';
import { accountRoutes } from './account/routes.js';
import { classifyRoutes } from './classify/routes.js';
import { termRoutes } from './terms/routes.js';
import { hoursRoutes } from './hours/routes.js';
import { healthRoutes } from './health/routes.js';
import { organizationRoutes } from './organizations/routes.js';
import { schoolRoutes } from './schools/routes.js';
import { sessionRoutes } from './session/routes.js';
import { roleRoutes } from './roles/routes.js';
import { staffRoutes } from './staff/routes.js';
import { structureRoutes } from './structure/routes.js';
import { studentRoutes } from './students/routes.js';
import { layoutRoutes } from './layout/routes.js';
import { flowRoutes } from './flows/routes.js';
import { fileRoutes } from './files/routes.js';
import { activityRoutes } from './activities/routes.js';
import { auditRoutes } from './audits/routes.js';
import { participationRoutes } from './participation/routes.js';
import { blacklistRoutes } from './blacklist/routes.js';
import { declarationRoutes } from './declarations/routes.js';
import { practiceRoutes } from './practice/routes.js';
import { innovationRoutes } from './innovation/routes.js';
import { voteRoutes } from './votes/routes.js';
import { evaluationRoutes } from './evaluations/routes.js';
import { punishmentRoutes } from './punishments/routes.js';
import { adjustmentRoutes } from './adjustments/routes.js';
import { honourRoutes } from './honours/routes.js';
import { momentRoutes } from './moments/routes.js';
import { pointsRoutes } from './points/routes.js';
import { documentTemplateRoutes } from './documentTemplates/routes.js';
import { bannerRoutes } from './banners/routes.js';
import { signTaskRoutes } from './signTasks/routes.js';
import { journalRoutes } from './journals/routes.js';
import { feedbackRoutes } from './feedback/routes.js';
import { fieldRoutes } from './fields/routes.js';
import { studentHomeRoutes } from './studentHome/routes.js';
import { transcriptRoutes } from './transcripts/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { noticeRoutes } from './notices/routes.js';
import { schoolParamsRoutes } from './schoolParams/routes.js';
import { ssoRoutes } from './sso/routes.js';
import { orgLifecycleRoutes } from './orgLifecycle/routes.js';
import { venueRoutes } from './venues/routes.js';
import { voluntaryRoutes } from './voluntary/routes.js';
import { quizRoutes } from './quizzes/routes.js';
import { courseRoutes } from './courses/routes.js';
import { studentCourseRoutes } from './courses/studentRoutes.js';
import { timetableRoutes } from './timetables/routes.js';
import { ideologyRoutes } from './ideology/routes.js';
import { ideologyMoreRoutes } from './ideology/routesMore.js';
import { creditReplaceRoutes } from './creditReplace/routes.js';

/**
 * Every API endpoint, by feature (its folder's name under server/modules, or jobs): registration
 * order, and the OpenAPI document's tags (issue 17).
 */
export const routesByFeature = {
  health: healthRoutes,
  schools: schoolRoutes,
  session: sessionRoutes,
  account: accountRoutes,
  layout: layoutRoutes,
  students: studentRoutes,
  jobs: jobRoutes,
  structure: structureRoutes,
  organizations: organizationRoutes,
  staff: staffRoutes,
  roles: roleRoutes,
  classify: classifyRoutes,
  terms: termRoutes,
  hours: hoursRoutes,
  flows: flowRoutes,
  files: fileRoutes,
  activities: activityRoutes,
  audits: auditRoutes,
  participation: participationRoutes,
  blacklist: blacklistRoutes,
  declarations: declarationRoutes,
  practice: practiceRoutes,
  studentHome: studentHomeRoutes,
  transcripts: transcriptRoutes,
  dashboard: dashboardRoutes,
  notices: noticeRoutes,
  schoolParams: schoolParamsRoutes,
  sso: ssoRoutes,
  orgLifecycle: orgLifecycleRoutes,
  venues: venueRoutes,
  voluntary: voluntaryRoutes,
  quizzes: quizRoutes,
  courses: [...courseRoutes, ...studentCourseRoutes],
  timetables: timetableRoutes,
  innovation: innovationRoutes,
  votes: voteRoutes,
  ideology: [...ideologyRoutes, ...ideologyMoreRoutes],
  evaluations: evaluationRoutes,
  punishments: punishmentRoutes,
  adjustments: adjustmentRoutes,
  honours: honourRoutes,
  points: pointsRoutes,
  documentTemplates: documentTemplateRoutes,
  banners: bannerRoutes,
  creditReplace: creditReplaceRoutes,
  moments: momentRoutes,
  signTasks: signTaskRoutes,
  journals: journalRoutes,
  feedback: feedbackRoutes,
  fields: fieldRoutes,
} satisfies Record<string, AnyRoute[]>;

export type Feature = keyof typeof routesByFeature;

export const allRoutes: AnyRoute[] = Object.values(routesByFeature).flat();

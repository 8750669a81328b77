/** Every API endpoint, by area. Adding an area is adding its routes here. */
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
import { studentHomeRoutes } from './studentHome/routes.js';
import { transcriptRoutes } from './transcripts/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { noticeRoutes } from './notices/routes.js';
import { schoolParamsRoutes } from './schoolParams/routes.js';
import { ssoRoutes } from './sso/routes.js';

export const allRoutes: AnyRoute[] = [
  ...healthRoutes,
  ...schoolRoutes,
  ...sessionRoutes,
  ...accountRoutes,
  ...layoutRoutes,
  ...studentRoutes,
  ...jobRoutes,
  ...structureRoutes,
  ...organizationRoutes,
  ...staffRoutes,
  ...roleRoutes,
  ...classifyRoutes,
  ...termRoutes,
  ...hoursRoutes,
  ...flowRoutes,
  ...fileRoutes,
  ...activityRoutes,
  ...auditRoutes,
  ...participationRoutes,
  ...blacklistRoutes,
  ...declarationRoutes,
  ...studentHomeRoutes,
  ...transcriptRoutes,
  ...dashboardRoutes,
  ...noticeRoutes,
  ...schoolParamsRoutes,
  ...ssoRoutes,
];

/**
 * The API documentation (issue 17 "OpenAPI"): the OpenAPI 3.1 document of the route registry at
 * GET /api/docs/json (and /api/docs/yaml), and a browsable Swagger UI page at GET /api/docs.
 *
 * @fastify/swagger in static mode serves the document server/protocol/openapi.ts builds once here,
 * at start-up; @fastify/swagger-ui serves the page and its assets from the package, so the page
 * works without network access. The page only describes: no credentials, "Try it out" off; every
 * operation still checks its session and permission when called. Served unless API_DOCS=0.
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from '../config.js';
import { routesByFeature, type Feature } from '../modules/index.js';
import type { AnyRoute } from '../protocol/define.js';
import { openApiDocument, type OpenApiDocument } from '../protocol/openapi.js';
import { API_DOCS_PREFIX } from '../protocol/plugin.js';

/** Each feature's title on the page (its tag's description); the tag's name is the feature's folder. */
export const FEATURE_TITLES: Record<Feature, string> = {
  health: '健康检查 Health',
  schools: '学校与验证码 Schools and captcha',
  session: '登录 Sign-in',
  account: '密码 Passwords',
  layout: '菜单与参数 Menu and settings',
  students: '学生管理 Students',
  jobs: '后台任务 Background jobs',
  structure: '院系结构 Campuses, colleges, majors, classes',
  organizations: '组织 Organisations',
  orgLifecycle: '组织生命周期与志愿服务队 Organisation lifecycle, volunteer teams',
  staff: '教职工 Staff',
  roles: '角色与权限 Roles and permissions',
  classify: '模块/分类 Classifies',
  terms: '学期 Terms',
  hours: '学时 Hours ledger',
  flows: '审核流程 Review flows',
  files: '文件上传 Uploads',
  activities: '活动 Activities',
  audits: '审核 Audits and to-dos',
  participation: '报名与考勤 Enrollment and attendance',
  blacklist: '黑名单与申诉 Blacklist and appeals',
  declarations: '申报 Declarations',
  practice: '社会实践 Social practice',
  innovation: '创新创业 Innovation and entrepreneurship',
  votes: '评选投票 Votes',
  evaluations: '活动评价 Evaluations',
  punishments: '处分 Punishments',
  adjustments: '加减学时 Hours adjustments',
  honours: '荣誉就业 Honours and employment',
  documentTemplates: '模板文件 Document templates',
  banners: '轮播图 School banners',
  creditReplace: '学分置换 Credit replacement (issue 21): 置换认定规则, requests, their review and the hours they grant',
  signTasks: '签到任务 Sign tasks',
  fields: '宣传阵地 Publicity fields',
  studentHome: '学生端 Student pages',
  transcripts: '成绩单 Transcripts',
  dashboard: '数据看板 Dashboards',
  notices: '通知公告 Notices',
  schoolParams: '参数设置 School parameters',
  sso: '单点登录 Single sign-on',
  venues: '场地 Venues and bookings',
  voluntary: '志愿服务 Volunteering',
  quizzes: '答题与青年大学习 Quizzes and youth study',
  courses: '第二课堂课程与评价 Courses and evaluation',
  timetables: '课表 Timetables',
  ideology: '党团工作 Party and league work',
  points: '活力值与礼品 Points and gifts',
  moments: '校园动态 Moments',
  journals: '工作日志与待办事项 Work journals and things to do',
  feedback: '意见反馈 Feedback',
};

/**
 * The document of the registered routes (`app.apiRoutes`), tagged by feature; a registered route of
 * no feature (tests register their own) goes under 'other'.
 */
export function registryDocument(registered: AnyRoute[], config: Pick<Config, 'codec' | 'credentialWindowMinutes'>): OpenApiDocument {
  const registeredSet = new Set(registered);
  const tagged = new Set<AnyRoute>();
  const tags = Object.entries(routesByFeature).map(([name, routes]: [string, AnyRoute[]]) => {
    const mine = routes.filter((r) => registeredSet.has(r));
    mine.forEach((r) => tagged.add(r));
    return { name, description: FEATURE_TITLES[name as Feature], routes: mine };
  });
  const other = registered.filter((r) => !tagged.has(r));
  if (other.length) tags.push({ name: 'other', description: '其他 Other', routes: other });
  const { version } = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return openApiDocument(
    tags.filter((t) => t.routes.length > 0),
    { version, codec: config.codec, credentialWindowMinutes: config.credentialWindowMinutes },
  );
}

/** Registers the document and the page; call after registerRoutes, so the registry is complete. */
export async function registerApiDocs(app: FastifyInstance, config: Config): Promise<void> {
  const document = registryDocument(app.apiRoutes, config);
  await app.register(async (docs) => {
    await docs.register(swagger, { mode: 'static', specification: { document: document as never } });
    await docs.register(swaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      // No Authorize button: the page sends nothing, so it has no use for a credential.
      theme: { title: '第二课堂 API', css: [{ filename: 'docs.css', content: '.swagger-ui .scheme-container { display: none; }' }] },
      uiConfig: {
        // Without the top bar: it offers to explore other documents, and carries the framework's logo.
        layout: 'BaseLayout',
        // ~300 operations: start folded by feature, with the filter box to find one.
        docExpansion: 'none',
        filter: true,
        // The page describes; it never calls the API (the codec and credentials are the client's job).
        supportedSubmitMethods: [],
        defaultModelsExpandDepth: 0,
        defaultModelExpandDepth: 3,
      },
    });
  });
}

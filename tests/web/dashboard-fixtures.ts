/**
 * Fixtures of the admin dashboard tests (issue 6; spec §2 admin dashboard): one answer per
 * dashboard call, the fake school API serving them (serveApi: the real client, silent calls), a
 * module tree holding '/dashboard', and the staff session of a school.
 */
import type { ModuleItem } from '../../common/api';
import type { ActivityRow, ClassifyCount, ClassifyHoursAvg, NeedDealtItem } from '../../common/activities';
import type { CreditRow } from '../../common/blacklist';
import type {
  ActivityStatusCount, AwardRow, CollegeReachRate, CollegeRow, GradeOption, GradeReachRate, StatisticsInfo, TeacherGuideRow, VolunteerRow, WeekActivityCount,
} from '../../common/dashboard';
import type { StudentRow } from '../../common/api';
import type { DeclarationRow } from '../../common/declarations';
import { serveApi, type Handler, type SeenRequest } from './auth-helpers';

const mod = (id: number, name: string, path: string, extra: Partial<ModuleItem> = {}): ModuleItem => ({
  id, name, path, orderId: id, parentId: 0, isBtn: 0, icon: '', children: [], ...extra,
});

/** A staff member's modules: the dashboard and a menu group. */
export const dashboardModules: ModuleItem[] = [
  mod(1, '数据一览', '/dashboard'),
  mod(2, '用户管理', '/usermng', { children: [mod(21, '学生列表', '/usermng/student/list')] }),
];
/** The same without the dashboard module. */
export const overviewModules: ModuleItem[] = [dashboardModules[1]];

/** Stores a staff session of `schoolId`. */
export function signInStaff(schoolId = '10001') {
  const values = { name: '王老师', roleName: '管理员', schoolName: '示范大学', schoolId, identity: '0', lastLoginTime: '2026-11-19 09:00:00' };
  Object.entries(values).forEach(([k, v]) => localStorage.setItem(k, v));
}

export const statistics: StatisticsInfo = {
  studentCount: 12873, operatorCount: 316, organizationCount: 58, activityCount: 1204,
  activityEnrollCount: 40517, hoursApplyCount: 2291, waitAuditCount: 17, progressingCount: 9,
};

export const activityRow = (id: number, name: string, extra: Partial<ActivityRow> = {}): ActivityRow => ({
  id, name, orgName: '校学生会', administrator: '张老师', classifyName: '志愿公益', classifyNameS: '', ecology: 0, isRecommend: 0, limitType: 0,
  hours: '4.00', startTime: '2026-11-20 09:00', endTime: '2026-11-20 11:00', status: 5, assignFirstOne: '', assignSecondOne: '',
  assignFirstSourceNameOne: '', assignFirstTwo: '', assignSecondTwo: '', assignFirstSourceNameTwo: '', applyPeopleNumber: 80,
  activityPeopleNumber: 0, starScore: '0', address: '', activityLevel: 1, enrollCount: 0, ...extra,
});

export const realtime: ActivityRow[] = [
  activityRow(501, '图书馆志愿清扫', { status: 7, orgName: '青年志愿者协会' }),
  activityRow(502, '读书分享会', { status: 5, classifyName: '文化活动' }),
];

export const needDealt = (sourceType: number, ct: number, taskName: string, waitTime = '已等待2天3小时5分钟'): NeedDealtItem => ({
  id: sourceType * 100, sourceType, relationId: sourceType * 1000, taskName, applyTime: '2026-11-18 08:00:00', userName: '李同学',
  waitTime, organizationName: '校学生会', auditorName: '王老师', ct, stepName: '团委审核',
});
export const deskItems: NeedDealtItem[] = [needDealt(1, 3, '迎新晚会'), needDealt(2, 120, '秋季运动会'), needDealt(3, 1, '李同学的申报')];

export const pendingItems: NeedDealtItem[] = [
  { ...needDealt(1, 0, '迎新晚会'), id: 11 },
  { ...needDealt(1, 0, '社团招新'), id: 12, userName: '赵同学' },
  { ...needDealt(2, 0, '秋季运动会'), id: 21 },
  { ...needDealt(3, 0, '李同学的申报'), id: 31 },
];

export const teachers: TeacherGuideRow[] = Array.from({ length: 7 }, (_, i) => ({
  userId: 200 + i, teacherName: `教师${i + 1}`, organizationName: i % 2 ? '文学院' : '计算机学院', createActivityNum: 10 - i,
  guidanceHours: `${(300 - i * 25).toFixed(2)}`, userCode: `t${1000 + i}`,
}));

export const volunteers: VolunteerRow[] = [
  { id: 31, TeamName: '青年志愿者协会', activityCount: 42, memberCount: 180 },
  { id: 32, TeamName: '红十字会志愿服务队', activityCount: 17, memberCount: 66 },
];

export const credits: CreditRow[] = [
  { userName: '周同学', userCode: '2022010203', credit: '55.00', unFaithNumdo: 4 },
  { userName: '吴同学', userCode: '2023020101', credit: '85.00', unFaithNumdo: 1 },
];

export const awards: AwardRow[] = [
  { id: 801, userName: '郑同学', code: '2021030405', projectName: '全国大学生数学建模竞赛', optionName: '一等奖', hours: '8.00', applyTime: '2026-11-10 15:20' },
  { id: 802, userName: '孙同学', code: '2022030101', projectName: '校园歌手大赛', optionName: '三等奖', hours: '3.00', applyTime: '2026-11-08 10:00' },
];

export const grades: GradeOption[] = [
  { id: '2022', name: '2022级' },
  { id: '2023', name: '2023级' },
];

export const reachRates = (grade = ''): CollegeReachRate[] => [
  { id: 11, name: '计算机学院', grade, studentCount: 400, reachCount: 150, reachRate: '37.50' },
  { id: 12, name: '马克思主义学院', grade, studentCount: 120, reachCount: 90, reachRate: '75.00' },
];

export const week: WeekActivityCount[] = ['11-14', '11-15', '11-16', '11-17', '11-18', '11-19', '11-20'].map((dateTime, i) => ({
  dateTime, waitAuditCount: i % 3, progressingCount: 2 + (i % 2), waitFinishCount: i % 2,
}));

export const classifyCounts: ClassifyCount[] = [
  { name: '思想素养', classifyCount: 20 },
  { name: '志愿公益', classifyCount: 34 },
  { name: '创新创业与科技竞赛', classifyCount: 8 },
];

export const hoursAvg: ClassifyHoursAvg[] = [
  { name: '思想素养', avgHours: '2.50', maxHours: '6.00' },
  { name: '社会实践', avgHours: '4.00', maxHours: '12.00' },
  { name: '志愿公益', avgHours: '3.20', maxHours: '8.00' },
];

export const colleges: CollegeRow[] = [
  { id: 11, name: '计算机学院', activityCount: 120, enrollCount: 4021, waitFinishCount: 6, reachRate: '37.50' },
  { id: 12, name: '马克思主义学院', activityCount: 31, enrollCount: 902, waitFinishCount: 0, reachRate: '75.00' },
];
export const termColleges: CollegeRow[] = [{ id: 13, name: '外国语学院', activityCount: 7, enrollCount: 210, waitFinishCount: 2, reachRate: '12.00' }];

export const gradeReach: GradeReachRate[] = [
  { id: '2022', name: '2022级', studentCount: 3000, reachCount: 2400, reachRate: '80.00' },
  { id: '2023', name: '2023级', studentCount: 3200, reachCount: 640, reachRate: '20.00' },
];

export const statusCounts: ActivityStatusCount[] = [
  { status: 1, name: '审核中', count: 4 }, { status: 4, name: '待报名', count: 0 }, { status: 5, name: '报名中', count: 6 },
  { status: 6, name: '待开始', count: 2 }, { status: 7, name: '进行中', count: 3 }, { status: 8, name: '待结项', count: 1 },
  { status: 9, name: '结项审核中', count: 0 }, { status: 10, name: '结项驳回', count: 0 }, { status: 12, name: '已完成', count: 40 },
];

export const studentRow = (i: number): StudentRow => ({
  id: 9000 + i, name: `学生${i}`, code: `2023${String(i).padStart(6, '0')}`, gender: 1, politics: 1, campusName: '主校区',
  collegeName: '计算机学院', majorName: '软件工程', grade: '2023', className: '软件2301', credit: '100.00', hours: '12.5', score: '0', status: 1, scoreReportModel: 1,
});

export const declarationRow = (id: number, userName: string, projectName: string): DeclarationRow => ({
  id, userId: id + 1, userName, code: '2022010101', collegeName: '计算机学院', className: '软件2201', projectId: 1, projectName, optionId: 1,
  optionName: '一等奖', category: '创新创业', relateActivityId: null, relateActivityName: '', hours: '5', grantedHours: null, status: 1,
  statusName: '待审核', type: 1, auditor: '', applyTime: '2026-11-12 10:00', opinion: '',
});

const ok = (data: unknown) => () => ({ code: 0, data });

/** Every dashboard call answered from the fixtures above. */
export const dashboardRoutes = (): Record<string, Handler> => ({
  'GET /index/statistics/info': ok(statistics),
  'GET /desk/needDealt/list': ok(deskItems),
  'GET /wait/handle/list': ok(pendingItems),
  'GET /index/activity/list': ok(realtime),
  'GET /index/operator/guideHours': ok(teachers),
  'GET /index/voluntary/activity/list': ok(volunteers),
  'GET /index/user/credit/list': ok(credits),
  'GET /index/project/apply/list': ok(awards),
  'GET /school/grade/partake/list': ok(grades),
  'GET /college/reach/rate/list': (req) => ({ code: 0, data: reachRates(String(req.params.grade ?? '')) }),
  'GET /index/week/activity/count': ok(week),
  'GET /activity/classify/lists': ok(classifyCounts),
  'GET /activity/classify/hoursAvg': ok(hoursAvg),
  'GET /college/activity/list': ok(colleges),
  'GET /college/activity/statistic/list': ok(termColleges),
  'GET /index/grade/reach/rate': ok(gradeReach),
  'GET /index/activity/status/count': ok(statusCounts),
  'GET /school/students': (req) => {
    const current = Number(req.params.current ?? 1);
    const size = Number(req.params.size ?? 10);
    const total = 23;
    const list = Array.from({ length: Math.max(0, Math.min(size, total - (current - 1) * size)) }, (_, i) => studentRow((current - 1) * size + i + 1));
    return { code: 0, data: { list, total } };
  },
  'GET /activity/list': ok({ list: [activityRow(601, '秋季运动会', { enrollCount: 312, status: 7 }), activityRow(602, '迎新晚会', { enrollCount: 845, status: 12 })], total: 2 }),
  'GET /project/apply/list': ok({ list: [declarationRow(701, '钱同学', '挑战杯'), declarationRow(702, '冯同学', '英语演讲比赛')], total: 2 }),
});

/** Serves the dashboard calls (with `overrides`); returns the requests seen. */
export function serveDashboard(overrides: Record<string, Handler> = {}): SeenRequest[] {
  return serveApi({ ...dashboardRoutes(), ...overrides });
}

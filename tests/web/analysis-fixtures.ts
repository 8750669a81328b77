/** Figures shared by the /analysis and 志愿活动 page tests (tests/web/analysis-*.test.tsx). */
import type { ActivityRow } from '../../common/activities';
import type { OrganizationNode } from '../../common/api';
import type { ClassifyAnalysisRow, GradeOption, OrganizationAnalysisRow, ReachRateRow, WarningRow, WarningSettings } from '../../common/dashboard';
import type { ModuleItem } from '../../common/api';

export const mod = (id: number, path: string): ModuleItem => ({ id, name: path, path, orderId: id, parentId: 0, isBtn: 0, icon: '', children: [] });

export const warningRows: WarningRow[] = [
  {
    userId: 7, name: '李同学', code: '2021000001', collegeName: '计算机学院', majorName: '软件工程', className: '软件2101', grade: '2021',
    hours: '56.5', requiredHours: '200', belowTotal: true, met: false,
    shortfalls: [
      { requirement: 'total', classifyId: null, label: '总学时', hours: '143.50' },
      { requirement: 'socialPractice', classifyId: null, label: '社会实践学时', hours: '88.00' },
    ],
    classifies: [
      { classifyId: 4, classifyName: '社会实践', classifyHours: '12', minHours: '40' },
      { classifyId: 6, classifyName: '文化活动', classifyHours: '14.50', minHours: '30.00' },
    ],
    level: 'red', expectedHours: '200.00',
  },
  {
    userId: 8, name: '王同学', code: '2021000002', collegeName: '计算机学院', majorName: '网络工程', className: '网络2101', grade: '2021',
    hours: '210.00', requiredHours: '200.00', belowTotal: false, met: true, shortfalls: [],
    classifies: [{ classifyId: 1, classifyName: '思想素养', classifyHours: '8.25', minHours: '10.00' }],
    level: null, expectedHours: '200.00',
  },
];

export const grades: GradeOption[] = [
  { id: '2021', name: '2021级' },
  { id: '2022', name: '2022级' },
];

export const colleges = [
  { id: 3, name: '计算机学院' },
  { id: 5, name: '外国语学院' },
];

export const settings: WarningSettings = {
  requiredHours: '180.00',
  items: [
    { classifyId: 1, classifyName: '思想素养', minHours: '10.00' },
    { classifyId: 4, classifyName: '社会实践', minHours: '40.00' },
    { classifyId: 6, classifyName: '文化活动', minHours: '0.00' },
  ],
  tiers: { yellowPercent: 60, redPercent: 30 },
  paces: [
    { grade: '2026', yearOfStudy: 1, requiredHours: '180.00', creditYears: 3, years: 1, expectedHours: '60.00' },
    { grade: '2025', yearOfStudy: 2, requiredHours: '180.00', creditYears: 3, years: 2, expectedHours: '120.00' },
    { grade: '2024', yearOfStudy: 3, requiredHours: '180.00', creditYears: 3, years: 3, expectedHours: '180.00' },
  ],
};

export const collegeRates: ReachRateRow[] = [
  { id: 3, name: '计算机学院', studentCount: 8, reachCount: 3, reachRate: '37.50' },
  { id: 5, name: '外国语学院', studentCount: 4, reachCount: 3, reachRate: '75.00' },
];

export const gradeRates: ReachRateRow[] = [
  { id: '2021', name: '2021级', studentCount: 6, reachCount: 5, reachRate: '83.33' },
  { id: '2022', name: '2022级', studentCount: 9, reachCount: 1, reachRate: '11.11' },
];

export const classifyRows: ClassifyAnalysisRow[] = [
  { classifyId: 1, name: '思想素养', minHours: '10.00', activityCount: 12, enrollCount: 340, totalHours: '1024.5', avgHours: '8.54', studentCount: 120, reachCount: 45 },
  { classifyId: 6, name: '文化活动', minHours: '0.00', activityCount: 5, enrollCount: 88, totalHours: '96.00', avgHours: '0.80', studentCount: 120, reachCount: 120 },
];

export const organizationRows: OrganizationAnalysisRow[] = [
  { id: 31, name: '青年志愿者协会', nature: 3, activityCount: 9, enrollCount: 210, totalHours: '630.00' },
  { id: 11, name: '校学生会', nature: 1, activityCount: 14, enrollCount: 500, totalHours: '1200.50' },
  { id: 21, name: '摄影协会', nature: 2, activityCount: 3, enrollCount: 40, totalHours: '60' },
  { id: 32, name: '环保志愿队', nature: 3, activityCount: 2, enrollCount: 25, totalHours: '50.00' },
];

const org = (id: number, name: string, children: OrganizationNode[] = []): OrganizationNode => ({
  id, name, parentId: 0, parentIds: '', level: 1, nature: 3, identity: 1, remarks: '', secretaryName: '', userId: 0, userName: '',
  partyCount: 0, memberCount: 0, children,
});

export const volunteerTree: OrganizationNode[] = [
  org(1020, '青年志愿者协会', [{ ...org(1021, '支教服务队'), parentId: 1020, level: 2 }]),
  org(1030, '环保志愿队'),
];

const activity = (id: number, name: string, orgName: string, extra: Partial<ActivityRow> = {}): ActivityRow => ({
  id, name, orgName, administrator: '张老师', classifyName: '志愿公益', classifyNameS: '社区服务', ecology: 0, isRecommend: 0, limitType: 0,
  hours: '4', startTime: '2026-12-01 09:00', endTime: '2026-12-01 11:00', status: 5, assignFirstOne: '', assignSecondOne: '',
  assignFirstSourceNameOne: '', assignFirstTwo: '', assignSecondTwo: '', assignFirstSourceNameTwo: '', applyPeopleNumber: 30,
  activityPeopleNumber: 0, starScore: '0', address: '社区中心', activityLevel: 1, enrollCount: 12, ...extra,
});

export const volunteerActivities: ActivityRow[] = [
  activity(11, '社区敬老服务', '青年志愿者协会'),
  activity(12, '河道清洁行动', '环保志愿队', { status: 7, hours: '2.5', enrollCount: 20, applyPeopleNumber: 20 }),
];

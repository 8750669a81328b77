/** Shared rows, details and module trees of the activity page tests (not a test file). */
import type { ModuleItem } from '../../common/api';
import type { ActivityDetail, ActivityRow, ParticipantRow } from '../../common/activities';

const mod = (id: number, name: string, path: string, children: ModuleItem[] = []): ModuleItem => ({
  id, name, path, orderId: id, parentId: 0, isBtn: 0, icon: '', children,
});

/** 活动管理 with every page (a teacher / organiser). */
export const organiserModules: ModuleItem[] = [
  mod(200, '活动管理', '/activity', [
    mod(201, '活动列表', '/communist/activity'),
    mod(202, '发起活动', '/activity/launch'),
    mod(203, '历史活动', '/communist/historyActivity'),
    mod(204, '黑名单', '/communist/blacklist'),
  ]),
];
/** Only the list (an auditor). */
export const listOnlyModules: ModuleItem[] = [mod(200, '活动管理', '/activity', [mod(201, '活动列表', '/communist/activity')])];

export const activityRow = (id: number, extra: Partial<ActivityRow> = {}): ActivityRow => ({
  id,
  name: `迎新志愿服务${id}`,
  orgName: '青年志愿者协会',
  administrator: '张老师',
  classifyName: '志愿公益',
  classifyNameS: '校内志愿',
  ecology: 0,
  isRecommend: 0,
  limitType: 1,
  hours: '4',
  startTime: '2026-12-01 09:00',
  endTime: '2026-12-01 12:00',
  status: 5,
  assignFirstOne: '', assignSecondOne: '', assignFirstSourceNameOne: '', assignFirstTwo: '', assignSecondTwo: '', assignFirstSourceNameTwo: '',
  applyPeopleNumber: 30,
  activityPeopleNumber: 0,
  starScore: '',
  address: '图书馆一楼',
  activityLevel: 1,
  enrollCount: 12,
  ...extra,
});

export const activityDetail = (extra: Partial<ActivityDetail> = {}): ActivityDetail => ({
  ...activityRow(7),
  organizationId: 3,
  classifyId: 52,
  flowTemplateId: 1,
  flowTemplateName: '活动审核-两级',
  myStatus: null,
  reportFlowTemplateId: 2,
  reportFlowTemplateName: '结项审核',
  administratorId: 11,
  createdBy: 11,
  description: '协助新生报到。',
  posterUrl: '/api/files/poster-key',
  attachments: [{ id: 91, url: '/api/files/plan-key', name: '活动方案.pdf', type: 5, size: 204800 }],
  enrollStart: '2026-11-20 08:00',
  enrollEnd: '2026-11-28 18:00',
  latitude: 30.5728,
  longitude: 114.3655,
  radiusM: 200,
  enrollMode: 2,
  signMode: 2,
  collegeId: null,
  collegeName: '',
  stepNo: 0,
  reason: '',
  lotterySeed: 'a1b2c3d4',
  reportSummary: '',
  actualEnrollStart: null,
  actualEnrollEnd: null,
  actualStartTime: null,
  actualEndTime: null,
  isTemplate: false,
  actions: [],
  history: [
    { id: 1, action: 'create', actionName: '发起', stepName: '', actorName: '张老师', opinion: '', fromStatus: null, toStatus: 1, time: '2026-11-10 10:00:00' },
    { id: 2, action: 'approveStep', actionName: '通过', stepName: '组织负责人审核', actorName: '李老师', opinion: '同意', fromStatus: 1, toStatus: 1, time: '2026-11-11 09:30:00' },
    { id: 3, action: 'approveStep', actionName: '通过', stepName: '审核员审核', actorName: '王审核', opinion: '', fromStatus: 1, toStatus: 4, time: '2026-11-12 15:00:00' },
  ],
  ...extra,
});

export const participant = (userId: number, extra: Partial<ParticipantRow> = {}): ParticipantRow => ({
  userId,
  name: `学生${userId}`,
  code: `20210000${String(userId).padStart(2, '0')}`,
  collegeName: '计算机学院',
  className: '软件2101',
  status: 1,
  enrolledAt: '2026-11-21 10:00',
  signInAt: '2026-12-01 08:55',
  signOutAt: null,
  signWay: 1,
  backfillReason: null,
  hours: '4.00',
  noShow: false,
  ...extra,
});

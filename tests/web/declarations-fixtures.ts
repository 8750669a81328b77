/** Rows, details and module trees of the declaration page tests (not a test file). */
import type { ModuleItem } from '../../common/api';
import type { DeclarationDetail, DeclarationQueueRow, DeclarationRow, ProjectDetail, ProjectRow } from '../../common/declarations';

const mod = (id: number, name: string, path: string, children: ModuleItem[] = [], isBtn: 0 | 1 = 0): ModuleItem => ({
  id, name, path, orderId: id, parentId: 0, isBtn, icon: '', children,
});

/** 奖项申报 with both pages and the import button (an administrator), plus 申报审核. */
export const managerModules: ModuleItem[] = [
  mod(100, '工作事务', '/proceeding', [mod(103, '申报审核', '/proceeding/wait/declare/first/auditing')]),
  mod(300, '奖项申报', '/project', [
    mod(301, '项目列表', '/communist/project'),
    mod(302, '申报列表', '/communist/project/apply', [mod(3021, '导入申报', '/click/declare/import', [], 1)]),
  ]),
];
/** The declaration list without the import button. */
export const listOnlyModules: ModuleItem[] = [mod(300, '奖项申报', '/project', [mod(302, '申报列表', '/communist/project/apply')])];
/** Only the review queue (an auditor). */
export const auditorModules: ModuleItem[] = [mod(100, '工作事务', '/proceeding', [mod(103, '申报审核', '/proceeding/wait/declare/first/auditing')])];

export const option = (id: number, name: string, hours: string, orderNo: number) => ({ id, name, hours, orderNo });

export const projectRow = (id: number, extra: Partial<ProjectRow> = {}): ProjectRow => ({
  id,
  name: '挑战杯全国大学生课外学术科技作品竞赛',
  classifyId: 21,
  classifyName: '创新创业',
  organizationId: null,
  organizationName: '',
  flowTemplateId: 5,
  flowTemplateName: '申报审核',
  applyStart: '2026-11-01 00:00',
  applyEnd: '2026-12-31 23:59',
  enabled: true,
  open: true,
  options: [option(1, '国家级一等奖', '20.00', 1), option(2, '国家级二等奖', '16.00', 2), option(3, '国家级三等奖', '12.00', 3), option(4, '省级', '8.00', 4)],
  applyCount: 12,
  pendingCount: 3,
  approvedCount: 8,
  createdAt: '2026-10-20 09:00',
  ...extra,
});

export const projectDetail = (extra: Partial<ProjectDetail> = {}): ProjectDetail => ({
  ...projectRow(7),
  description: '面向全体在校学生。',
  evidence: '获奖证书扫描件',
  ...extra,
});

export const declarationRow = (id: number, extra: Partial<DeclarationRow> = {}): DeclarationRow => ({
  id,
  userId: 501,
  userName: '王小明',
  code: '2021000001',
  collegeName: '计算机学院',
  className: '计科2101',
  projectId: 7,
  projectName: '挑战杯全国大学生课外学术科技作品竞赛',
  optionId: 2,
  optionName: '国家级二等奖',
  category: '创新创业',
  relateActivityId: null,
  relateActivityName: '',
  hours: '16.00',
  grantedHours: null,
  status: 1,
  statusName: '待审核',
  type: 1,
  auditor: '',
  applyTime: '2026-11-18 10:20:00',
  opinion: '',
  ...extra,
});

export const queueRow = (id: number, extra: Partial<DeclarationQueueRow> = {}): DeclarationQueueRow => ({
  ...declarationRow(id),
  taskId: 900 + id,
  stepName: '审核员审核',
  stepNo: 1,
  stepCount: 1,
  waitTime: '已等待1天2小时',
  ...extra,
});

export const declarationDetail = (extra: Partial<DeclarationDetail> = {}): DeclarationDetail => ({
  ...declarationRow(31),
  description: '作品《校园节水系统》获国家级二等奖。',
  evidence: '获奖证书扫描件',
  attachments: [
    { id: 1, url: '/api/files/cert-key', name: '证书.jpg', type: 1, size: 120_000 },
    { id: 2, url: '/api/files/report-key', name: '作品报告.pdf', type: 5, size: 2_048_000 },
  ],
  history: [
    { id: 1, action: 'create', actionName: '提交申报', stepName: '', actorName: '王小明', opinion: '', fromStatus: null, toStatus: 1, time: '2026-11-18 10:20:00' },
  ],
  stepName: '审核员审核',
  canAudit: true,
  canWithdraw: false,
  ...extra,
});

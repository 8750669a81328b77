/** Wire rows for the student pages' tests (issue 5): declarations, open projects, ledger records. */
import type { DeclarationDetail, DeclarationRow, StudentProjectRow } from '../../common/declarations';
import type { HoursRecord } from '../../common/studentHome';

export const declaration = (id: number, projectName: string, extra: Partial<DeclarationRow> = {}): DeclarationRow => ({
  id, userId: 7, userName: '李同学', code: '2021000001', collegeName: '计算机学院', className: '软件2101',
  projectId: 10 + id, projectName, optionId: 100 + id, optionName: '省级一等奖', category: '创新创业',
  relateActivityId: null, relateActivityName: '', hours: '8.00', grantedHours: null, status: 1, statusName: '待审核',
  type: 1, auditor: '', applyTime: '2026-11-20 10:30', opinion: '', ...extra,
});

export const declarationDetail = (extra: Partial<DeclarationDetail> = {}): DeclarationDetail => ({
  ...declaration(1, '全国大学生数学建模竞赛'),
  description: '本人担任队长，负责建模与论文写作。',
  evidence: '获奖证书扫描件',
  attachments: [{ id: 31, url: '/files/31/证书.pdf', name: '证书.pdf', type: 5, size: 12000 }],
  history: [
    { id: 1, action: 'create', actionName: '提交申报', stepName: '', actorName: '李同学', opinion: '', fromStatus: null, toStatus: 1, time: '2026-11-20 10:30:00' },
  ],
  stepName: '学院初审',
  canAudit: false,
  canWithdraw: true,
  ...extra,
});

export const project = (id: number, name: string, extra: Partial<StudentProjectRow> = {}): StudentProjectRow => ({
  id, name, classifyId: 2, classifyName: '创新创业', organizationId: 5, organizationName: '校团委', flowTemplateId: 3,
  flowTemplateName: '申报审核', applyStart: '2026-11-01 00:00', applyEnd: '2026-12-31 23:59', enabled: true, open: true,
  options: [
    { id: id * 10 + 1, name: '国家级一等奖', hours: '20.00', orderNo: 1 },
    { id: id * 10 + 2, name: '省级一等奖', hours: '8.00', orderNo: 2 },
  ],
  applyCount: 0, pendingCount: 0, approvedCount: 0, createdAt: '2026-10-01 09:00', myDeclaration: null,
  description: '面向全校学生的学科竞赛。', evidence: '获奖证书扫描件及公示文件',
  ...extra,
});

export const record = (id: string, extra: Partial<HoursRecord> = {}): HoursRecord => ({
  id, sourceType: 1, relationId: 21, sourceName: '社区清扫', classifyId: 26, classifyName: '志愿服务', moduleName: '志愿公益',
  termId: 3, termName: '2026-2027学年第一学期', requestedHours: '4.00', grantedHours: '4.00', reason: '',
  issuedAt: '2026-11-02 18:00', ...extra,
});

/** Makes MUI's useMediaQuery see a phone (max-width queries match) until the returned undo runs. */
export function pretendPhone(): () => void {
  const before = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: /max-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = before;
  };
}

/** Rows shared by the review-page tests (tests/web/audits-*.test.tsx). */
import type { FirstAuditRow } from '../../src/resources/audits/types';

const base = {
  administrator: '张老师', classifyNameS: '', ecology: 0, isRecommend: 0, limitType: 0, startTime: '2026-12-01 09:00', endTime: '2026-12-01 11:00',
  status: 1, assignFirstOne: '', assignSecondOne: '', assignFirstSourceNameOne: '', assignFirstTwo: '', assignSecondTwo: '', assignFirstSourceNameTwo: '',
  applyPeopleNumber: 30, activityPeopleNumber: 0, starScore: '0', address: '图书馆', activityLevel: 1, enrollCount: 0,
};
export const firstRows: FirstAuditRow[] = [
  { ...base, id: 11, name: '读书分享会', orgName: '校学生会', classifyName: '文化活动', hours: '2.00', taskId: 101, stepName: '审核员审核', stepNo: 2, stepCount: 2, waitTime: '已等待3天2小时5分钟', applyTime: '2026-11-18 10:00:00', applicant: '李同学' },
  { ...base, id: 12, name: '志愿清扫', orgName: '青年志愿者协会', classifyName: '志愿公益', hours: '4.00', taskId: 102, stepName: '组织负责人审核', stepNo: 1, stepCount: 2, waitTime: '已等待15分钟', applyTime: '2026-11-21 09:00:00', applicant: '王同学' },
];


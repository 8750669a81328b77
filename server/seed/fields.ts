/**
 * Demo publicity fields (宣传阵地) and 组织工作安排 at 示范大学 (issue 21), written through the real
 * services (modules/fields, orgLifecycle/schedule.ts): eight fields of every kind (one of a college,
 * one switched off), applications of 校学生会 and 青年志愿者协会 by their leader l1001 — approved,
 * pending and rejected, decided by a1001 — and this academic year's windows (注册 and 年审 open
 * around `now`, 评优 next spring).
 */
import type { Trx } from '../db/db.js';
import type { FieldSaveParams } from '../../common/schemas/publicityFields.js';
import { applyField } from '../modules/fields/applications.js';
import { saveField } from '../modules/fields/fields.js';
import { auditApplications } from '../modules/fields/review.js';
import { saveSchedule } from '../modules/orgLifecycle/schedule.js';
import { academicYearAt } from '../modules/orgLifecycle/years.js';
import { chinaDay } from '../../common/time.js';
import { ACTIVITY_STAFF_SCHOOL, DEMO_AUDITOR, DEMO_LEADER } from './activityStaff.js';
import { userIdLookup } from './lookups.js';

const DAY = 86_400_000;
const base = { id: undefined, rules: '', photoIds: [], enabled: true, collegeId: undefined } as const;

const FIELDS: (Omit<FieldSaveParams, 'id' | 'rules' | 'photoIds' | 'enabled' | 'collegeId'> & Partial<FieldSaveParams> & { ofCollege?: boolean })[] = [
  { name: '一食堂东侧宣传栏', kind: 1, location: '一食堂东门外', capacity: 4, rules: '海报规格 A1,张贴不超过14天;禁止覆盖他人海报。' },
  { name: '图书馆大厅展板位', kind: 2, location: '图书馆一楼大厅', capacity: 6, rules: '展板自备,每块 1.2m×2.4m,布展与撤展须在开放时间内完成。' },
  { name: '学生活动中心LED屏', kind: 3, location: '学生活动中心北侧外墙', capacity: 1, rules: '视频 1920×1080,时长不超过30秒,提前3天提交素材。' },
  { name: '校团委微信公众号', kind: 4, location: '微信号 sfdx_youth', capacity: 2, rules: '每日最多推送2篇,稿件须经指导教师审核。' },
  { name: '官网“青春校园”栏目', kind: 5, location: 'www.sfdx.edu.cn/qcxy', capacity: 3, rules: '新闻稿附图不超过6张,署名到组织。' },
  { name: '校园广播站午间时段', kind: 6, location: '学生活动中心三楼 广播站', capacity: 2, rules: '12:00-12:30 播出,稿件提前一天送达。' },
  { name: '计算机学院橱窗', kind: 7, location: '计算机学院楼一楼', capacity: 2, ofCollege: true, rules: '仅供本学院学生组织使用。' },
  { name: '南区宿舍宣传栏', kind: 1, location: '南区3栋与4栋之间', capacity: 2, enabled: false, rules: '维修中,暂停使用。' },
];

export async function seedFields(trx: Trx, schoolId: number, now = new Date()): Promise<void> {
  if (schoolId !== ACTIVITY_STAFF_SCHOOL) return;
  const uid = await userIdLookup(trx, schoolId, ['admin', DEMO_LEADER.username, DEMO_AUDITOR.username]);
  const [adminId, leaderId, auditorId] = [uid('admin'), uid(DEMO_LEADER.username), uid(DEMO_AUDITOR.username)];
  if (adminId === null || leaderId === null || auditorId === null) return;
  const admin = { schoolId, userId: adminId };
  const college = await trx.selectFrom('colleges').select('id').where('schoolId', '=', schoolId).orderBy('id').executeTakeFirst();
  const ids: number[] = [];
  for (const { ofCollege, ...f } of FIELDS) {
    const { id } = await saveField(trx, admin, { ...base, ...f, collegeId: ofCollege ? college?.id : undefined } as FieldSaveParams, now);
    ids.push(id);
  }
  const orgs = await trx.selectFrom('organizations').select(['id', 'name']).where('schoolId', '=', schoolId).where('name', 'in', ['校学生会', '青年志愿者协会']).execute();
  const org = (name: string) => orgs.find((o) => o.name === name)?.id;
  const [union, volunteers] = [org('校学生会'), org('青年志愿者协会')];
  if (!union || !volunteers) return;
  const day = (d: number) => chinaDay(new Date(now.getTime() + d * DAY));
  const leader = { schoolId, userId: leaderId };
  const reviewer = { schoolId, userId: auditorId };
  const apply = async (fieldIdx: number, organizationId: number, from: number, to: number, purpose: string, content: string) =>
    (await applyField(trx, leader, { fieldId: ids[fieldIdx], organizationId, startDate: day(from), endDate: day(to), purpose, content, fileIds: [] }, now)).id;

  const led = await apply(2, volunteers, 2, 9, '“一二·九”纪念活动宣传', '循环播放纪念活动宣传片(30秒)与活动报名二维码。');
  const posters = await apply(0, union, 5, 18, '校园十佳歌手大赛海报', '决赛海报 4 张,A1 尺寸。');
  const wechat = await apply(3, union, 7, 7, '迎新晚会推文', '迎新晚会节目单与购票说明。');
  await apply(1, volunteers, 12, 24, '志愿服务成果展', '年度志愿服务成果展板 8 块。');
  const clash = await apply(2, union, 3, 5, '社团招新视频', '百团大战招新宣传视频。');
  await auditApplications(trx, reviewer, { ids: [led, posters], result: 'pass', opinion: '同意,请按规范使用。' }, now);
  await auditApplications(trx, reviewer, { ids: [clash], result: 'reject', opinion: 'LED屏该时段已安排“一二·九”宣传,请调整到12月中旬后再申请。' }, now);
  void wechat;

  const year = academicYearAt(now);
  const clip = (d: string, lo: string, hi: string) => (d < lo ? lo : d > hi ? hi : d);
  const [lo, hi] = [`${year}-08-01`, `${year + 1}-07-31`];
  await saveSchedule(trx, admin, {
    academicYear: year,
    windows: [
      { kind: 2, startDate: clip(day(-40), lo, hi), endDate: clip(day(34), lo, hi), remarks: '各组织须在此期间完成本学年注册。' },
      { kind: 3, startDate: clip(day(-5), lo, hi), endDate: clip(day(50), lo, hi), remarks: '提交上一学年工作总结与财务情况。' },
      { kind: 4, startDate: `${year + 1}-03-01`, endDate: `${year + 1}-04-15`, remarks: '评优以年审结果为依据。' },
    ],
  }, now);
}

/**
 * Demo work journals, things to do and feedback at 示范大学 (issue 21), written through the real
 * services (modules/journals, modules/feedback): the organisation leader l1001 (王书记) writes the
 * journals of 青年志愿者协会 and 校学生会 — most approved by the reviewer a1001, one rejected with its
 * reason, two waiting in 日志审核; a1001 and admin have a few things (one overdue, one done);
 * students sent feedback, some answered by admin, one closed.
 */
import type { Trx } from '../db/db.js';
import { chinaDay } from '../../common/time.js';
import { auditJournals, addJournal } from '../modules/journals/service.js';
import { addThing, markThing } from '../modules/journals/things.js';
import { closeFeedback, replyFeedback, sendFeedback } from '../modules/feedback/service.js';
import { ACTIVITY_STAFF_SCHOOL, DEMO_AUDITOR, DEMO_LEADER } from './activityStaff.js';
import { seedStudents, userIdLookup } from './lookups.js';

const daysBefore = (now: Date, n: number) => chinaDay(new Date(now.getTime() - n * 86_400_000));

/** [organisation, days ago, title, text, outcome]. */
const JOURNALS: [string, number, string, string, 'pass' | 'reject' | null][] = [
  ['青年志愿者协会', 75, '九月志愿者招新工作小结', '本月完成新志愿者招募与培训,共招募新成员86人,开展岗前培训2场,建立了分队联络群。', 'pass'],
  ['校学生会', 68, '迎新晚会筹备会议纪要', '召开迎新晚会筹备会,确定节目征集方案、场地预约与安全预案,各部门分工明确。', 'pass'],
  ['青年志愿者协会', 47, '社区敬老院探访活动总结', '组织32名志愿者前往洪山区社区敬老院开展陪伴与文艺演出,收到院方感谢信一封。', 'pass'],
  ['校学生会', 40, '十月权益服务周工作记录', '权益服务周共收集同学意见建议57条,已分类转交后勤、教务等部门,跟进答复42条。', 'pass'],
  ['青年志愿者协会', 21, '图书馆志愿服务排班调整', '根据期中考试安排调整图书馆志愿岗位排班,新增晚间时段两个班次。', 'reject'],
  ['校学生会', 12, '学生代表大会筹备进展', '完成代表名额分配与提案征集通知,已收到提案19份,正在进行初审。', 'pass'],
  ['青年志愿者协会', 5, '无偿献血宣传活动记录', '在一食堂门口设置宣传点,发放宣传册300余份,现场登记献血意向同学64人。', null],
  ['校学生会', 2, '十一月例会会议纪要', '总结本月各部门工作,部署期末考试周学风建设与安全教育活动。', null],
];

const THINGS: [string, string, string, number, number | null, boolean][] = [
  [DEMO_AUDITOR.username, '审核本周工作日志', '优先处理校学生会提交的日志', 1, 1, false],
  [DEMO_AUDITOR.username, '整理十一月志愿时长台账', '', 2, -3, false],
  [DEMO_AUDITOR.username, '准备团委例会材料', '', 2, 6, false],
  [DEMO_AUDITOR.username, '回复学院关于评优名额的询问', '', 3, -10, true],
  ['admin', '检查第二课堂成绩单导出', '核对毕业班学时统计', 1, 2, false],
  ['admin', '更新系统通知公告', '', 3, null, false],
];

/** [student index, category, text, contact, reply or null, closed]. */
const FEEDBACK: [number, number, string, string, string | null, boolean][] = [
  [0, 1, '希望活动列表可以按距离我最近的校区筛选,现在要翻很多页才能找到本校区的活动。', '13800001111', '感谢建议,校区筛选功能已列入下个版本计划,预计12月上线。', false],
  [1, 2, '手机上查看成绩单时,页面偶尔加载不出来,需要刷新两三次。', '', null, false],
  [2, 3, '上周的志愿活动签到二维码失效,导致部分同学没能签到,学时没有记录。', 'QQ 2345678901', '已核实情况并为当天参加的同学补录签到,学时已发放,请查看。', true],
  [3, 4, '建议在活动详情里显示活动负责人的联系方式,方便咨询。', '', null, false],
  [4, 1, '希望活力商城多上架一些文具类礼品。', '', '已反馈给团委,下一批礼品会增加笔记本和文具套装。', false],
];

export async function seedJournals(trx: Trx, schoolId: number, now = new Date()): Promise<void> {
  if (schoolId !== ACTIVITY_STAFF_SCHOOL) return;
  const uid = await userIdLookup(trx, schoolId, [DEMO_LEADER.username, DEMO_AUDITOR.username, 'admin', '2021000001']);
  const [leaderId, auditorId, adminId, demoStudent] = [uid(DEMO_LEADER.username), uid(DEMO_AUDITOR.username), uid('admin'), uid('2021000001')];
  if (leaderId === null || auditorId === null || adminId === null || demoStudent === null) return;
  const orgs = await trx.selectFrom('organizations').select(['id', 'name']).where('schoolId', '=', schoolId).where('name', 'in', [...DEMO_LEADER.leads]).execute();
  const orgId = (name: string) => orgs.find((o) => o.name === name)?.id;
  const leader = { schoolId, userId: leaderId };
  const auditor = { schoolId, userId: auditorId };
  for (const [org, ago, title, content, outcome] of JOURNALS) {
    const organizationId = orgId(org);
    if (organizationId === undefined) continue;
    const at = new Date(now.getTime() - ago * 86_400_000);
    const { id } = await addJournal(trx, leader, { organizationId, journalDate: daysBefore(now, ago), title, content, fileIds: [] }, at);
    if (outcome) {
      const opinion = outcome === 'pass' ? '内容翔实,同意' : '请补充排班表附件并说明调整原因';
      await auditJournals(trx, auditor, { ids: [id], result: outcome, opinion }, new Date(at.getTime() + 86_400_000));
    }
  }
  for (const [who, title, note, priority, dueIn, done] of THINGS) {
    const caller = { schoolId, userId: who === 'admin' ? adminId : auditorId };
    const { id } = await addThing(trx, caller, { title, note, priority, dueDate: dueIn === null ? undefined : daysBefore(now, -dueIn) }, now);
    if (done) await markThing(trx, caller, { id, done: true }, now);
  }
  const senders = [demoStudent, ...(await seedStudents(trx, schoolId)).filter((s) => s.userId !== demoStudent).slice(0, 4).map((s) => s.userId)];
  const admin = { schoolId, userId: adminId };
  for (const [i, [who, category, content, contact, reply, closed]] of FEEDBACK.entries()) {
    const at = new Date(now.getTime() - (FEEDBACK.length - i) * 2 * 86_400_000);
    const { id } = await sendFeedback(trx, { schoolId, userId: senders[who] }, { category, content, contact, imageIds: [] }, at);
    if (reply) await replyFeedback(trx, admin, { id, reply }, new Date(at.getTime() + 86_400_000));
    if (closed) await closeFeedback(trx, admin, id);
  }
}

/**
 * 通知公告 of the demo (issue 13): three published notices of 示范大学 — one pinned to everyone, one
 * to students, one to staff — dated in the days before the seed's clock, written by the admin.
 */
import type { Transaction } from 'kysely';
import type { NoticeAudience } from '../../common/notices.js';
import { NOTICE_STATUS } from '../../common/notices.js';
import type { Database } from '../db/types.js';

/** The school whose notices the demo fills. */
export const NOTICE_DEMO_SCHOOL = 10001;

interface NoticeSeed {
  title: string;
  audience: NoticeAudience;
  pinned: boolean;
  /** Days before the seed's clock. */
  daysAgo: number;
  content: string;
}

export const DEMO_NOTICES: NoticeSeed[] = [
  {
    title: '关于开展本学期第二课堂学时认定工作的通知',
    audience: 'all',
    pinned: true,
    daysAgo: 1,
    content: [
      '各学院、各学生组织，全体同学：',
      '本学期第二课堂学时认定工作即日启动，现将有关事项通知如下：',
      '一、认定范围：本学期已完成结项的校级、院级活动及经审核通过的个人申报。',
      '二、时间安排：活动负责人请于本学期第16周前提交结项材料；个人申报截止到第17周周五。',
      '三、学生可在“我的学时”中查看已认定学时，如有疑问请联系所在学院团委。',
      '',
      '校团委',
    ].join('\n'),
  },
  {
    title: '第二课堂成绩单申请与打印说明',
    audience: 'students',
    pinned: false,
    daysAgo: 3,
    content: [
      '同学们：',
      '第二课堂成绩单可在“我的成绩单”中在线查看和下载，成绩单上的二维码可供用人单位核验真伪。',
      '毕业年级同学如需加盖公章的纸质成绩单，请携带学生证到所在学院团委办理。',
      '成绩单中的学时以学时台账为准，如发现遗漏，请在学期结束前提交个人申报。',
    ].join('\n'),
  },
  {
    title: '关于及时审核活动结项材料的提醒',
    audience: 'staff',
    pinned: false,
    daysAgo: 5,
    content: [
      '各位老师：',
      '目前仍有部分活动的结项材料处于待审核状态，请在“工作事务 - 结项审核”中及时处理。',
      '审核通过后学时将自动发放到学生的学时台账；驳回时请写明原因，便于活动负责人修改后重新提交。',
    ].join('\n'),
  },
];

/** Inserts the demo notices of `schoolId` when it is the demo school; other schools get none. */
export async function seedNotices(trx: Transaction<Database>, schoolId: number, now: Date = new Date()): Promise<void> {
  if (schoolId !== NOTICE_DEMO_SCHOOL) return;
  const admin = await trx.selectFrom('users').select('id').where('schoolId', '=', schoolId).where('username', '=', 'admin').executeTakeFirst();
  if (!admin) return;
  await trx
    .insertInto('notices')
    .values(
      DEMO_NOTICES.map((n) => {
        const at = new Date(now.getTime() - n.daysAgo * 86_400_000);
        return {
          schoolId, title: n.title, content: n.content, audience: n.audience, collegeId: null, pinned: n.pinned,
          status: NOTICE_STATUS.published, publishedAt: at, createdBy: admin.id, createdAt: at, updatedAt: at,
        };
      }),
    )
    .execute();
}

/**
 * Demo votes at 示范大学 (issue 21 "Votes"), written through the real services (modules/votes):
 * vote 1 waits for review by a1001 (优秀学生干部, the demo student's college); vote 2 is the
 * school-wide 校园十佳歌手 vote, open now (until 12-05), with ballots of forty students, the demo
 * student 2021000001 not yet among them; vote 3 closed last week with its final results (the demo
 * student's class's 班长 election). Created by admin, reviewed by a1001.
 */
import type { Trx } from '../db/db.js';
import { castBallot } from '../modules/votes/ballots.js';
import { addVote } from '../modules/votes/manage.js';
import { auditVotes } from '../modules/votes/review.js';
import { ACTIVITY_STAFF_SCHOOL, DEMO_AUDITOR } from './activityStaff.js';
import { seedStudents, userIdLookup } from './lookups.js';

const DAY = 86_400_000;
const at = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

const SINGERS = [
  { name: '林晓雨', statement: '音乐学院大三,校合唱团领唱,曾获省大学生艺术展演声乐类一等奖。参赛曲目《追光者》。' },
  { name: '陈子航', statement: '计算机学院大二,吉他弹唱爱好者,乐队“零点”主唱。参赛曲目《平凡之路》。' },
  { name: '王思琪', statement: '外国语学院大三,擅长英文流行与音乐剧。参赛曲目《Memory》。' },
  { name: '张浩然', statement: '机械工程学院大四,民族唱法,曾在迎新晚会独唱。参赛曲目《我和我的祖国》。' },
  { name: '刘佳怡', statement: '经济管理学院大一,校园十佳歌手初赛第一名。参赛曲目《小幸运》。' },
  { name: '赵一鸣', statement: '土木工程学院大二,说唱与创作,原创作品在校园电台播出。参赛曲目原创《晨跑》。' },
];
const CADRES = [
  { name: '周明轩', statement: '学生会学习部部长,组织学业帮扶 30 余场,年级排名前 5%。' },
  { name: '吴雨桐', statement: '团支部书记,带领团支部获评校“五四红旗团支部”。' },
  { name: '郑凯文', statement: '班长,组织班级志愿服务累计 600 小时,获国家奖学金。' },
];
const MONITORS = [
  { name: '孙浩宇', statement: '愿意为同学服务,做好上传下达,组织好每一次班会和集体活动。' },
  { name: '李欣然', statement: '担任过一年学习委员,熟悉班级事务,希望带领大家共同进步。' },
];

export async function seedVotes(trx: Trx, schoolId: number, now = new Date()): Promise<void> {
  if (schoolId !== ACTIVITY_STAFF_SCHOOL) return;
  const uid = await userIdLookup(trx, schoolId, [DEMO_AUDITOR.username, '2021000001', 'admin']);
  const [auditorId, demoStudent, adminId] = [uid(DEMO_AUDITOR.username), uid('2021000001'), uid('admin')];
  if (auditorId === null || demoStudent === null || adminId === null) return;
  const place = await trx.selectFrom('students').select(['collegeId', 'classId']).where('schoolId', '=', schoolId).where('userId', '=', demoStudent).executeTakeFirst();
  if (!place?.collegeId || !place.classId) return;
  const admin = { schoolId, userId: adminId };
  const auditor = { schoolId, userId: auditorId };
  const students = (await seedStudents(trx, schoolId)).filter((s) => s.userId !== demoStudent);

  await addVote(trx, admin, {
    title: '2026年度优秀学生干部评选', description: '每位同学可从候选人中选出最多2名优秀学生干部,得票前两名推荐参评校级优秀学生干部。', scopeType: 2, scopeId: place.collegeId,
    maxChoices: 2, startTime: at(now, 3), endTime: at(now, 10), candidates: CADRES.map((c) => ({ ...c, fileId: undefined })),
  }, now);

  const singersOpen = at(now, -6);
  const singers = await addVote(trx, admin, {
    title: '第十五届校园十佳歌手评选', description: '决赛选手名单已公布,请为你喜爱的歌手投票,每人最多3票。投票结果占决赛总成绩的30%。', scopeType: 1, scopeId: undefined,
    maxChoices: 3, startTime: singersOpen, endTime: at(now, 9), candidates: SINGERS.map((c) => ({ ...c, fileId: undefined })),
  }, at(singersOpen, -2));
  await auditVotes(trx, auditor, { ids: [singers.id], result: 'pass', opinion: '同意发布' }, at(singersOpen, -1));
  const cands = await trx.selectFrom('voteCandidates').select('id').where('schoolId', '=', schoolId).where('voteId', '=', singers.id).orderBy('sort').execute();
  for (const [i, s] of students.slice(0, 40).entries()) {
    const picks = [cands[i % 6]!.id, cands[(i * 3 + 1) % 6]!.id, cands[0]!.id].filter((v, k, a) => a.indexOf(v) === k).slice(0, 1 + (i % 3));
    await castBallot(trx, { schoolId, userId: s.userId }, { voteId: singers.id, candidateIds: picks }, at(singersOpen, 1 + (i % 5)));
  }

  const monitorOpen = at(now, -12);
  const monitor = await addVote(trx, admin, {
    title: '班长选举', description: '本学期班委换届,每人投1票,得票最多者当选班长。', scopeType: 3, scopeId: place.classId,
    maxChoices: 1, startTime: monitorOpen, endTime: at(now, -7), candidates: MONITORS.map((c) => ({ ...c, fileId: undefined })),
  }, at(monitorOpen, -2));
  await auditVotes(trx, auditor, { ids: [monitor.id], result: 'pass', opinion: '同意' }, at(monitorOpen, -1));
  const [first, second] = await trx.selectFrom('voteCandidates').select('id').where('schoolId', '=', schoolId).where('voteId', '=', monitor.id).orderBy('sort').execute();
  const classmates = await trx.selectFrom('students').select('userId').where('schoolId', '=', schoolId).where('classId', '=', place.classId).orderBy('userId').execute();
  for (const [i, c] of classmates.entries()) {
    await castBallot(trx, { schoolId, userId: c.userId }, { voteId: monitor.id, candidateIds: [i % 3 === 2 ? second!.id : first!.id] }, at(monitorOpen, 1));
  }
}

/**
 * Demo moments (校园动态) at 示范大学 (issue 21), written through the real services
 * (modules/moments): four themes, posts by organisations (系统管理员 posting for 摄影协会, 校学生会…)
 * and by students, most published by a1001 after review, two waiting, one rejected with its reason,
 * one published post reported by two students, likes and comments on the published ones. Dates
 * fall in the days before `now`.
 */
import type { Trx } from '../db/db.js';
import type { FileStorage } from '../modules/files/storage.js';
import { addComment, reportMoment, setLike } from '../modules/moments/interact.js';
import { addMoment, auditMoments } from '../modules/moments/service.js';
import { saveTheme } from '../modules/moments/themes.js';
import { ACTIVITY_STAFF_SCHOOL, DEMO_AUDITOR } from './activityStaff.js';
import { seedStudents, userIdLookup } from './lookups.js';
import { seedPhotos } from './momentImages.js';

const THEMES: [string, string][] = [
  ['活动现场', '第二课堂活动的精彩瞬间'], ['志愿服务', '志愿者的故事与身影'], ['社团风采', '社团招新、训练与演出'], ['校园随拍', '身边的校园四季'],
];
/** [author: an organisation name or null for a student, theme index, text, review: pass | pending | reject]. */
const POSTS: [string | null, number, string, 'pass' | 'pending' | 'reject'][] = [
  ['摄影协会', 3, '初冬的银杏大道铺满金黄，摄影协会外拍活动圆满结束，感谢二十多位同学的参与！', 'pass'],
  ['校学生会', 0, '“青春向党 奋斗强国”主题演讲比赛决赛落幕，十二位选手用真挚的表达讲述自己的成长故事。', 'pass'],
  [null, 1, '周末去社区敬老院做志愿服务，陪爷爷奶奶包饺子、聊天，收获满满。', 'pass'],
  ['辩论社', 2, '新生辩论赛八进四战况激烈，恭喜计算机学院代表队晋级！', 'pass'],
  [null, 3, '图书馆五楼的落日，今天的晚霞太美了。', 'pass'],
  ['机器人创新社', 2, '机器人创新社招新第二轮面试通知：本周四晚七点，工科楼 B203，请携带作品资料。', 'pass'],
  [null, 0, '参加了“非遗进校园”剪纸体验课，第一次剪出完整的窗花！', 'pass'],
  ['吉他社', 2, '吉他社冬季专场“弦上青春”下周五晚在大学生活动中心开演，欢迎大家来听！', 'pass'],
  [null, 1, '无偿献血活动现场排起了长队，为每一位热心的同学点赞。', 'pass'],
  [null, 3, '有没有人知道食堂二楼新开的窗口几点关门？', 'reject'],
  [null, 0, '今晚的校园十佳歌手初赛太精彩了，现场气氛超好！', 'pending'],
  ['篮球协会', 2, '院系篮球联赛半决赛本周六下午在体育馆进行，欢迎同学们到场加油！', 'pending'],
];
const COMMENTS = ['太美了！', '下次活动一定参加', '为你们点赞', '现场真的很震撼', '期待下一次'];

/** `storage`: where the placeholder photos go (none: posts without images). */
export async function seedMoments(trx: Trx, schoolId: number, now = new Date(), storage?: FileStorage): Promise<void> {
  if (schoolId !== ACTIVITY_STAFF_SCHOOL) return;
  const uid = await userIdLookup(trx, schoolId, ['admin', DEMO_AUDITOR.username, '2021000001']);
  const [adminId, auditorId, demoStudent] = [uid('admin'), uid(DEMO_AUDITOR.username), uid('2021000001')];
  if (adminId === null || auditorId === null || demoStudent === null) return;
  const students = (await seedStudents(trx, schoolId)).filter((s) => s.userId !== demoStudent);
  const orgs = await trx.selectFrom('organizations').select(['id', 'name']).where('schoolId', '=', schoolId).execute();
  const admin = { schoolId, userId: adminId, identity: 0 };
  const auditor = { schoolId, userId: auditorId, identity: 0 };
  const student = (userId: number) => ({ schoolId, userId, identity: 2 });

  const themeIds: number[] = [];
  for (const [i, [name, description]] of THEMES.entries()) themeIds.push((await saveTheme(trx, { schoolId }, { name, description, sort: i + 1, enabled: true })).id);

  const hours = (h: number) => new Date(now.getTime() - h * 3_600_000);
  const published: number[] = [];
  for (const [i, [org, theme, content, review]] of POSTS.entries()) {
    const at = hours((POSTS.length - i) * 9);
    const organizationId = org ? orgs.find((o) => o.name === org)?.id : undefined;
    if (org && organizationId === undefined) continue;
    const author = org ? admin : student(i === 2 ? demoStudent : students[(i * 31 + 7) % students.length].userId);
    // Most posts carry one to three photos; questions and notices none.
    const photos = storage && i % 4 !== 1 && review !== 'reject' ? await seedPhotos(trx, storage, schoolId, author.userId, i, (i % 3) + 1) : [];
    const { id } = await addMoment(trx, author, { content, fileIds: photos, themeId: themeIds[theme], organizationId }, at);
    if (review === 'pending') continue;
    const opinion = review === 'reject' ? '提问类内容请发到校园服务群，动态用于分享活动与校园生活' : '';
    await auditMoments(trx, auditor, { ids: [id], result: review, opinion }, hours((POSTS.length - i) * 9 - 2));
    if (review === 'pass') published.push(id);
  }
  for (const [i, id] of published.entries()) {
    for (let k = 0; k < (i * 7) % 9 + 2; k += 1) await setLike(trx, student(students[(i * 13 + k * 17) % students.length].userId), { id, like: true });
    for (let k = 0; k < i % 3; k += 1) await addComment(trx, student(students[(i * 11 + k * 5) % students.length].userId), { id, content: COMMENTS[(i + k) % COMMENTS.length] }, hours(i + 1));
  }
  // One published post reported twice: the moderation list shows it with its reports.
  const reported = published[published.length - 1];
  if (reported !== undefined) {
    await reportMoment(trx, student(students[3].userId), { id: reported, reason: '与活动无关的广告信息' });
    await reportMoment(trx, student(students[5].userId), { id: reported, reason: '内容重复发布' });
  }
}

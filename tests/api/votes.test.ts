/**
 * Votes (issue 21 "Votes"; spec §2 /vote): a vote created, reviewed through the to-do list (source
 * 27) and published; students of its scope vote within the window, up to N each, once; a student
 * outside the scope is refused; 8 concurrent ballots of one voter leave one ballot; results and
 * the export equal a count of the ballots; a college administrator sees their college's votes only;
 * bad input names the field.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { NeedDealtItem } from '../../common/activities.js';
import type { Page } from '../../common/envelope.js';
import { SourceType } from '../../common/sourceTypes.js';
import { formatMinute } from '../../common/time.js';
import { VOTE_MODULES, VoteStatus, type MyBallot, type MyVoteRow, type VoteDetail, type VoteQueueRow, type VoteResults, type VoteRow } from '../../common/votes.js';
import { makeStaff, makeStudents } from './activity-fixture.js';
import { call, fileApp, send, signInAs } from './helpers.js';
import { addStaff, roleIdByCode, signInStaff } from './staff-helpers.js';

const S = 10001;
const t = await fileApp();
const admin = await signInAs(t, 'admin');
const reviewerCode = `vot${process.pid % 1000}`;
await addStaff(t, admin, { code: reviewerCode, name: '投票审核员', roleIds: [await roleIdByCode(t, S, 'auditor')] });
const reviewer = await signInStaff(t, S, reviewerCode);
const voters = await makeStudents(t, S, 12);
const [alice, bob, carol, outsider] = voters;
const place = await t.db.selectFrom('students').select(['collegeId', 'classId']).where('schoolId', '=', S).where('userId', '=', alice!.userId).executeTakeFirstOrThrow();
// The outsider studies in a class of another college.
const away = await t.db.selectFrom('classes').select(['id', 'collegeId']).where('schoolId', '=', S).where('collegeId', '<>', place.collegeId!).orderBy('id').executeTakeFirstOrThrow();
await t.db.updateTable('students').set({ collegeId: away.collegeId, classId: away.id }).where('schoolId', '=', S).where('userId', '=', outsider!.userId).execute();

const post = <T = { id: number }>(path: string, body: object, token = admin) => call<T>(t, 'POST', path, body, token);
const get = <T>(path: string, params: object, token = admin) => call<T>(t, 'GET', path, params, token);
const ok = async <T>(p: Promise<{ code: number; data: T; msg: string }>) => {
  const env = await p;
  expect(env.code, JSON.stringify(env)).toBe(0);
  return env.data;
};
const HOUR = 3_600_000;
const vote = (over: Record<string, unknown> = {}) => ({
  title: '优秀班干部评选', description: '选出本学院优秀班干部', scopeType: 2, scopeId: place.collegeId, maxChoices: 2,
  startTime: formatMinute(new Date(Date.now() - HOUR)), endTime: formatMinute(new Date(Date.now() + 24 * HOUR)),
  candidates: [{ name: '周明轩', statement: '学习部部长' }, { name: '吴雨桐', statement: '团支部书记' }, { name: '郑凯文', statement: '班长' }], ...over,
});
/** Creates and publishes a vote; → its id and candidate ids. */
async function published(over: Record<string, unknown> = {}) {
  const { id } = await ok(post('/vote/add', vote(over)));
  await ok(post('/vote/audit', { ids: [id], result: 'pass' }, reviewer));
  const d = await ok(get<VoteDetail>('/vote/detail', { id }));
  return { id, c: d.candidates.map((x) => x.id) };
}
const countBallots = async (voteId: number) =>
  (await t.db.selectFrom('voteBallots').select((eb) => eb.fn.countAll<number>().as('n')).where('schoolId', '=', S).where('voteId', '=', voteId).executeTakeFirstOrThrow()).n;

describe('a vote from creation to results', () => {
  it('is reviewed in the to-do list, rejected, edited, passed and then published', async () => {
    const { id } = await ok(post('/vote/add', vote()));
    const desk = await ok(get<NeedDealtItem[]>('/desk/needDealt/list', {}, reviewer));
    expect(desk.find((i) => i.sourceType === SourceType.VOTE_PUBLISH && i.relationId === id)?.taskName).toBe('优秀班干部评选 发布审核');
    const queue = await ok(get<Page<VoteQueueRow>>('/vote/audit/list', {}, reviewer));
    expect(queue.list.find((r) => r.id === id)).toMatchObject({ title: '优秀班干部评选', statusName: '审核中', stepName: '审核员审核', candidateCount: 3 });
    expect(await ok(get<MyVoteRow[]>('/vote/my/list', {}, alice!.token))).not.toContainEqual(expect.objectContaining({ id }));
    expect(await post('/vote/audit', { ids: [id], result: 'reject' }, reviewer)).toMatchObject({ code: 10002, msg: '驳回必须填写原因' });
    await ok(post('/vote/audit', { ids: [id], result: 'reject', opinion: '请补充候选人介绍' }, reviewer));
    expect((await ok(get<VoteDetail>('/vote/detail', { id }))).status).toBe(VoteStatus.REJECTED);
    await ok(post('/vote/edit', { id, ...vote({ title: '优秀学生干部评选' }) }));
    await ok(post('/vote/audit', { ids: [id], result: 'pass', opinion: '同意' }, reviewer));
    const d = await ok(get<VoteDetail>('/vote/detail', { id }));
    expect(d).toMatchObject({ title: '优秀学生干部评选', status: VoteStatus.PUBLISHED, statusName: '已发布', phase: 'open', scopeType: 2 });
    expect(await post('/vote/edit', { id, ...vote() })).toMatchObject({ code: 10002, msg: '已发布的投票不能修改' });
    expect(await ok(get<MyVoteRow[]>('/vote/my/list', {}, alice!.token))).toContainEqual(expect.objectContaining({ id, voted: false, maxChoices: 2 }));
  });

  it('takes one ballot of up to N per student of its scope, refuses others, and counts the ballots', async () => {
    const { id, c } = await published();
    expect(await post('/vote/ballot/save', { voteId: id, candidateIds: c }, alice!.token)).toMatchObject({ code: 10002, msg: '参数错误: candidateIds 每人最多投2票' });
    expect(await ok(post<{ count: number }>('/vote/ballot/save', { voteId: id, candidateIds: [c[0], c[1]] }, alice!.token))).toEqual({ count: 2 });
    expect(await post('/vote/ballot/save', { voteId: id, candidateIds: [c[2]] }, alice!.token)).toMatchObject({ code: 10002, msg: '您已投过票' });
    await ok(post('/vote/ballot/save', { voteId: id, candidateIds: [c[0]] }, bob!.token));
    expect(await post('/vote/ballot/save', { voteId: id, candidateIds: [c[0]] }, outsider!.token)).toMatchObject({ code: 10003, msg: '您不在本次投票的范围内' });
    expect(await get('/vote/my/detail', { id }, outsider!.token)).toMatchObject({ code: 10003 });
    expect(await ok(get<MyVoteRow[]>('/vote/my/list', {}, outsider!.token))).not.toContainEqual(expect.objectContaining({ id }));
    const mine = await ok(get<MyBallot>('/vote/my/detail', { id }, alice!.token));
    expect(mine).toMatchObject({ voted: true, chosen: [c[0], c[1]].sort((a, b) => a! - b!), results: null });
    const r = await ok(get<VoteResults>('/vote/results', { id }));
    expect(r).toMatchObject({ voters: 2, ballots: 3, final: false });
    expect(r.tallies.map((x) => [x.name, x.votes, x.rank])).toEqual([['周明轩', 2, 1], ['吴雨桐', 1, 2], ['郑凯文', 0, 3]]);
    expect(r.ballots).toBe(await countBallots(id));
    expect(await get('/vote/results', { id }, alice!.token)).toMatchObject({ code: 10003 });
  });

  it('refuses ballots outside the window and shows voters the final results after it', async () => {
    const { id, c } = await published({ startTime: formatMinute(new Date(Date.now() + 2 * HOUR)), endTime: formatMinute(new Date(Date.now() + 5 * HOUR)) });
    expect(await post('/vote/ballot/save', { voteId: id, candidateIds: [c[0]] }, carol!.token)).toMatchObject({ code: 10002, msg: '不在投票时间内' });
    await t.db.updateTable('votes').set({ startTime: new Date(Date.now() - 2 * HOUR) }).where('schoolId', '=', S).where('id', '=', id).execute();
    await ok(post('/vote/ballot/save', { voteId: id, candidateIds: [c[1]] }, carol!.token));
    await t.db.updateTable('votes').set({ endTime: new Date(Date.now() - HOUR) }).where('schoolId', '=', S).where('id', '=', id).execute();
    expect(await post('/vote/ballot/save', { voteId: id, candidateIds: [c[0]] }, bob!.token)).toMatchObject({ code: 10002, msg: '不在投票时间内' });
    const mine = await ok(get<MyBallot>('/vote/my/detail', { id }, carol!.token));
    expect(mine.phase).toBe('closed');
    expect(mine.results?.find((x) => x.candidateId === c[1])).toMatchObject({ votes: 1, rank: 1 });
    expect(await ok(get<VoteResults>('/vote/results', { id }))).toMatchObject({ final: true, voters: 1, ballots: 1 });
  });

  it('exports the results as xlsx with the counts of the ballots', async () => {
    const { id, c } = await published({ title: '导出测试投票' });
    for (const v of voters.slice(4, 9)) await ok(post('/vote/ballot/save', { voteId: id, candidateIds: [c[2]] }, v.token));
    const res = await send(t, 'GET', '/vote/export', { id }, admin);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = (wb.worksheets[0]!.getSheetValues() as unknown[][]).filter(Boolean).map((r) => r.slice(1));
    expect(rows[0]).toEqual(['名次', '候选人', '得票数']);
    expect(rows[1]).toEqual([1, '郑凯文', 5]);
    expect(rows.find((r) => r[0] === '选票总数')?.[2]).toBe(await countBallots(id));
  });
});

describe('one ballot per voter under concurrency', () => {
  it('8 ballots of one voter at once: one is taken, the others 10002 您已投过票, at most N ballots remain', async () => {
    const { id, c } = await published({ title: '并发投票' });
    const voter = voters[9]!;
    const sets = [[c[0]], [c[1]], [c[2]], [c[0], c[1]], [c[1], c[2]], [c[0], c[2]], [c[0]], [c[1]]];
    const replies = await Promise.all(sets.map((candidateIds) => post('/vote/ballot/save', { voteId: id, candidateIds }, voter.token)));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 0).map((r) => [r.code, r.msg])).toEqual(Array(7).fill([10002, '您已投过票']));
    const rows = await t.db.selectFrom('voteBallots').select('candidateId').where('schoolId', '=', S).where('voteId', '=', id).where('voterId', '=', voter.userId).execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(2);
    expect((await ok(get<VoteResults>('/vote/results', { id }))).ballots).toBe(rows.length);
  });

  it('8 identical ballots at once leave one ballot (races registry)', async () => {
    const { id, c } = await published({ title: '并发投票二' });
    const voter = voters[10]!;
    const replies = await Promise.all(Array.from({ length: 8 }, () => post('/vote/ballot/save', { voteId: id, candidateIds: [c[0]] }, voter.token)));
    expect(replies.map((r) => r.code).sort()).toEqual([0, 10002, 10002, 10002, 10002, 10002, 10002, 10002]);
    expect(replies.filter((r) => r.code === 10002).every((r) => r.msg === '您已投过票')).toBe(true);
    expect(await t.db.selectFrom('voteVoters').select('voterId').where('schoolId', '=', S).where('voteId', '=', id).execute()).toHaveLength(1);
  });
});

describe('scope, permissions and bad input', () => {
  it('lets a college administrator see and create only their college’s votes', async () => {
    const own = await published({ title: '本院投票' });
    const other = await published({ title: '外院投票', scopeId: away.collegeId });
    const dean = await makeStaff(t, S, [VOTE_MODULES.list], 2, place.collegeId);
    const list = await ok(get<Page<VoteRow>>('/vote/list', { size: 100 }, dean.token));
    expect(list.list.map((v) => v.id)).toContain(own.id);
    expect(list.list.map((v) => v.id)).not.toContain(other.id);
    expect(await get('/vote/detail', { id: other.id }, dean.token)).toMatchObject({ code: 10002, msg: '投票不存在' });
    expect(await post('/vote/add', vote({ scopeType: 1, scopeId: undefined }), dean.token)).toMatchObject({ code: 10002, msg: '参数错误: scopeType 只能面向本学院发起投票' });
    expect(await post('/vote/add', vote({ scopeId: away.collegeId }), dean.token)).toMatchObject({ code: 10002, msg: '参数错误: scopeType 只能面向本学院发起投票' });
    await ok(post('/vote/add', vote({ scopeType: 3, scopeId: place.classId }), dean.token));
    expect(await get('/vote/list', {}, alice!.token)).toMatchObject({ code: 10003 });
    expect(await post('/vote/add', vote(), alice!.token)).toMatchObject({ code: 10003 });
    expect(await get('/vote/audit/list', { scope: 'all' }, dean.token)).toMatchObject({ code: 10003 });
  });

  it('names the field of bad input', async () => {
    const bad = async (over: Record<string, unknown>, msg: string) => expect(await post('/vote/add', vote(over))).toMatchObject({ code: 10002, msg });
    await bad({ title: '' }, '参数错误: title 不能为空');
    await bad({ scopeType: 4 }, '参数错误: scopeType 格式不正确');
    await bad({ scopeType: 3, scopeId: undefined }, '参数错误: scopeId 请选择投票范围');
    await bad({ scopeType: 3, scopeId: 99999999 }, '参数错误: scopeId 投票范围不存在');
    await bad({ maxChoices: 4 }, '参数错误: maxChoices 不能超过候选人数');
    await bad({ endTime: formatMinute(new Date(Date.now() - 2 * HOUR)) }, '参数错误: endTime 结束时间须晚于开始时间');
    await bad({ startTime: '明天' }, '参数错误: startTime 时间格式应为 YYYY-MM-DD HH:mm');
    await bad({ candidates: [{ name: '独苗' }] }, '参数错误: candidates 至少2名候选人');
    await bad({ candidates: [{ name: '甲', fileId: 99999999 }, { name: '乙' }] }, '参数错误: candidates 照片不存在');
    const { id } = await published({ title: '坏选票' });
    expect(await post('/vote/ballot/save', { voteId: id, candidateIds: [] }, voters[11]!.token)).toMatchObject({ code: 10002, msg: '参数错误: candidateIds 请至少选择1名候选人' });
    expect(await post('/vote/ballot/save', { voteId: id, candidateIds: [99999999] }, voters[11]!.token)).toMatchObject({ code: 10002, msg: '参数错误: candidateIds 候选人不属于本投票' });
    expect(await post('/vote/ballot/save', { voteId: 99999999, candidateIds: [1] }, voters[11]!.token)).toMatchObject({ code: 10002, msg: '投票不存在' });
  });
});

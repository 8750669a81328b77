/**
 * 我的首页 (spec §2 student home) against a fake school API behind the real client: the basic-info
 * card (§3 student info; gender 2 female otherwise male; politics label; the fixed ethnicity), the
 * four counters, the hours-warning chart's below-warning modules and empty state, and the hours
 * explanation of §1 with the school's own numbers.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ClassifyAchievement } from '../../common/classify';
import type { Evaluation } from '../../common/hoursRequirements';
import type { HoursRules } from '../../common/hoursRules';
import type { StudentInfo } from '../../common/studentHome';
import { StudentHome } from '../../src/resources/studentHome/StudentHome';
import zh from '../../src/i18n/zh-CN/studentHome';
import en from '../../src/i18n/en/studentHome';
import { serveApi, type Handler, type SeenRequest } from './auth-helpers';
import { dataProvider } from '../../src/dataProvider';
import { renderWithAdmin } from './shell-harness';

const info: StudentInfo = {
  userId: 7, cardPhoto: '', name: '李同学', gender: 2, code: '2021000001', grade: '2021', politics: 1,
  departmentName: '计算机学院', majorName: '软件工程', className: '软件2101', hours: '56.5', score: '0', scoreUnit: '学分',
};
const achievements: ClassifyAchievement[] = [
  { classifyId: 1, classifyName: '思想素养', classifyHours: '30.00', minHours: '30.00' },
  { classifyId: 4, classifyName: '社会实践', classifyHours: '12', minHours: '40' },
  { classifyId: 6, classifyName: '文化活动', classifyHours: '14.50', minHours: '30.00' },
];
// Not the defaults of spec §1: the explanation must show the school's numbers.
const rules: HoursRules = {
  requiredHours: 180, requiredCredits: 3, creditYears: 4, campusMinHours: 70, socialPracticeMinHours: 90,
  campusCultureTermCap: 25, summerPracticeTermCap: 15, winterPracticeTermCap: 10, makeUpMonth: 6, decimalPlaces: 2,
};

const evaluation: Evaluation = {
  met: true, recordOnly: false, credit: '3.00',
  lines: [
    { requirement: 'total', classifyId: null, label: '总学时', required: '180.00', earned: '190.00', met: true },
    { requirement: 'module', classifyId: 6, label: '文化活动学时', required: '10.00', earned: '14.50', met: true },
  ],
  shortfalls: [],
};

let seen: SeenRequest[] = [];
function serve(extra: Record<string, Handler> = {}) {
  seen = serveApi({
    'GET /student/info': () => ({ code: 0, data: info }),
    'GET /student/activity/list': () => ({ code: 0, data: { praCount: 3, activityCount: 12, honorCount: 2 } }),
    'GET /achievement/by-classify-list': () => ({ code: 0, data: achievements }),
    'GET /student/hours/summary': () => ({ code: 0, data: { total: '56.50', byTerm: [], rules, evaluation, makeUpDeadline: '2025-06-30' } }),
    ...extra,
  });
}

beforeEach(() => {
  localStorage.setItem('identity', '2');
  localStorage.setItem('name', '李同学');
  localStorage.setItem('userCode', '2021000001');
  serve();
});

const value = (id: string) => screen.getByTestId(`student-${id}`).textContent;

describe('我的首页', () => {
  it('shows the basic information of spec §3', async () => {
    renderWithAdmin(<StudentHome />, { dataProvider });
    await waitFor(() => expect(value('grade')).toBe('2021'));
    expect(value('name')).toBe('李同学');
    expect(value('gender')).toBe('女');
    expect(value('code')).toBe('2021000001');
    expect(value('politics')).toBe('共青团员');
    expect(value('ethnicity')).toBe('汉族');
    expect(value('department')).toBe('计算机学院');
    expect(value('major')).toBe('软件工程');
    expect(value('class')).toBe('软件2101');
    // No card photo: the name's first character.
    expect(screen.getByTestId('student-photo')).toHaveTextContent('李');
    expect(seen.map((r) => r.path)).toEqual(expect.arrayContaining(['/student/info', '/student/activity/list', '/achievement/by-classify-list', '/student/hours/summary']));
  });

  it('reads any gender other than 2 as male, and politics codes by their labels', async () => {
    serve({ 'GET /student/info': () => ({ code: 0, data: { ...info, gender: 1, politics: 4 } }) });
    renderWithAdmin(<StudentHome />, { dataProvider });
    await waitFor(() => expect(value('gender')).toBe('男'));
    expect(value('politics')).toBe('中共预备党员');
  });

  it('shows the four counters, hours with the school\'s decimal places', async () => {
    localStorage.setItem('decimalPlaces', '1');
    renderWithAdmin(<StudentHome />, { dataProvider });
    expect(await screen.findByTestId('counter-hours-value')).toHaveTextContent('56.5学时');
    expect(within(screen.getByTestId('counter-hours')).getByText('总学时')).toBeInTheDocument();
    expect(await screen.findByTestId('counter-activityCount-value')).toHaveTextContent('12项');
    expect(within(screen.getByTestId('counter-activityCount')).getByText('参与活动')).toBeInTheDocument();
    expect(screen.getByTestId('counter-praCount-value')).toHaveTextContent('3项');
    expect(within(screen.getByTestId('counter-praCount')).getByText('社会实践')).toBeInTheDocument();
    expect(screen.getByTestId('counter-honorCount-value')).toHaveTextContent('2项');
    expect(within(screen.getByTestId('counter-honorCount')).getByText('获奖荣誉')).toBeInTheDocument();
  });

  it('names the modules below their warning value under the chart', async () => {
    renderWithAdmin(<StudentHome />, { dataProvider });
    const summary = await screen.findByTestId('warning-summary');
    expect(summary).toHaveTextContent('低于预警值：');
    expect(within(summary).getAllByTestId('below-item').map((c) => c.textContent)).toEqual(['社会实践 12.00/40.00', '文化活动 14.50/30.00']);
    expect(summary).not.toHaveTextContent('思想素养');
    expect(screen.getByText('学时预警')).toBeInTheDocument();
    // The nivo chart arrives lazily.
    expect(await screen.findByRole('img', { name: '各模块已获学时与预警值折线图' })).toBeInTheDocument();
  });

  it('says so when every module has reached its warning value', async () => {
    serve({ 'GET /achievement/by-classify-list': () => ({ code: 0, data: [achievements[0]] }) });
    renderWithAdmin(<StudentHome />, { dataProvider });
    expect(await screen.findByTestId('warning-summary')).toHaveTextContent('各模块学时均已达到预警值');
  });

  it('shows an empty state when the school has no classifies', async () => {
    serve({ 'GET /achievement/by-classify-list': () => ({ code: 0, data: [] }) });
    renderWithAdmin(<StudentHome />, { dataProvider });
    expect(await screen.findByText('暂无学时分类')).toBeInTheDocument();
    expect(screen.queryByTestId('warning-summary')).toBeNull();
  });

  it('shows the verdict of the transcript: met, the credit in the school\'s unit, each requirement line', async () => {
    localStorage.setItem('scoreUnit', '分数');
    renderWithAdmin(<StudentHome />, { dataProvider });
    const card = await screen.findByTestId('verdict-card');
    await waitFor(() => expect(within(card).getByTestId('verdict-status')).toHaveTextContent('达到要求'));
    expect(within(card).getByTestId('verdict-credit')).toHaveTextContent('分数：3.00');
    expect(within(card).getAllByTestId('verdict-line').map((l) => l.textContent)).toEqual(['总学时190.00 / 180.00', '文化活动模块学时14.50 / 10.00']);
    expect(within(card).queryByTestId('verdict-shortfalls')).toBeNull();
    localStorage.removeItem('scoreUnit');
  });

  it('explains the hours rule of spec §1 with the school\'s numbers', async () => {
    renderWithAdmin(<StudentHome />, { dataProvider });
    const list = await screen.findByTestId('hours-rules');
    const items = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      '第二课堂课程需在第1-4学年内修满至少180学时，获得3学分，其中校园活动不少于70学时，社会实践不少于90学时。',
      '参加校园文化活动每学期最多计25个实践学时；暑期社会实践每学期最多计15学时，寒假社会实践每学期最多计10学时。',
      '研究生学时仅作记录，不计学分。',
      '学时不足者可在最后一学年6月前补足。',
    ]);
  });

  it('falls back to the session when the calls fail, without an error toast', async () => {
    serve({
      'GET /student/info': () => ({ code: 50000, msg: '服务器错误' }),
      'GET /student/activity/list': () => ({ code: 50000, msg: '服务器错误' }),
      'GET /student/hours/summary': () => ({ code: 50000, msg: '服务器错误' }),
    });
    renderWithAdmin(<StudentHome />, { dataProvider });
    expect(await screen.findByTestId('counter-hours-value')).toHaveTextContent('-');
    expect(value('name')).toBe('李同学');
    expect(value('code')).toBe('2021000001');
    expect(await screen.findByText('学时说明暂时无法加载，请稍后刷新页面。')).toBeInTheDocument();
    expect(screen.queryByText('服务器错误')).toBeNull();
  });
});

describe('studentHome catalogues', () => {
  const keys = (obj: unknown, prefix = ''): string[] =>
    typeof obj !== 'object' || obj === null ? [prefix] : Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  it('has the same keys in zh-CN and en, with the same placeholders', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
    const placeholders = (s: string) => (s.match(/%\{\w+\}/g) ?? []).sort();
    const at = (obj: unknown, k: string) => k.split('.').reduce<any>((o, p) => o?.[p], obj);
    for (const k of keys(zh)) expect([k, placeholders(at(en, k))]).toEqual([k, placeholders(at(zh, k))]);
  });
});

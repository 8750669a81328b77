/**
 * 团学助手 (spec §1 seven topics, hidden on login pages; §3 chat message; §5 chat input: digits only,
 * at most 3 characters, unknown number → '请输入正确的问题编号', blank ignored; §9 reply after 300 ms).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { Assistant } from '../../src/assistant/Assistant';
import { REPLY_DELAY_MS, sanitizeChatInput, topicOf } from '../../src/assistant/chat';
import { loadCatalogue } from '../../src/i18n';
import { AppLayout } from '../../src/layout/AppLayout';
import zh from '../../src/i18n/zh-CN/assistant';
import en from '../../src/i18n/en/assistant';
import { renderWithAdmin } from './shell-harness';

/** The shell's only data call: the menu's unread counts (none). */
const dataProvider = () => testDataProvider({ getShellUnreadCounts: vi.fn(async () => []) } as never);

const TOPICS = [
  ['工作事务', '活动审核、结项审核、申报审核、黑名单申诉审核'],
  ['活动管理', '活动列表、选择审核流程创建活动、活动详情、导出'],
  ['奖项申报', '项目列表、新建项目、申报列表'],
  ['组织架构', '行政部门树、学生组织'],
  ['学生管理', '学籍状态、成绩单、重置密码、导出'],
  ['流程配置'],
  ['黑名单管理'],
];

const messages = () =>
  screen.queryAllByTestId('chat-message').map((m) => ({ sender: m.getAttribute('data-sender'), text: within(m).getByTestId('chat-text').textContent }));
const input = () => screen.getByRole('textbox', { name: '问题编号' });
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const pressEnter = () => fireEvent.submit(input().closest('form')!);

function openChat(locale = 'zh-CN') {
  renderWithAdmin(<Assistant />, { dataProvider: dataProvider(), locale });
  fireEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Open the team-study assistant' : '打开团学助手' }));
  return screen.getByRole('dialog', { name: locale === 'en' ? 'Team-study assistant' : '团学助手' });
}

describe('the chat rules', () => {
  it('keeps only digits, at most three', () => {
    expect(sanitizeChatInput('1a2b34')).toBe('123');
    expect(sanitizeChatInput('abc')).toBe('');
    expect(sanitizeChatInput(' 7 ')).toBe('7');
    expect(sanitizeChatInput('-5.0')).toBe('50');
  });
  it('knows the seven topics and nothing else', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => topicOf(String(n)))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(topicOf('0')).toBeNull();
    expect(topicOf('8')).toBeNull();
    expect(topicOf('123')).toBeNull();
    expect(topicOf('')).toBeNull();
  });
  it('knows five topics for students', () => {
    expect(['1', '5', '6', '7'].map((n) => topicOf(n, 'student'))).toEqual([1, 5, null, null]);
  });
});

describe('团学助手', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 9, 5));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('greets on open and lists the seven numbered topics of spec §1', () => {
    const dialog = openChat();
    const [greeting] = messages();
    expect(greeting.sender).toBe('robot');
    expect(greeting.text).toContain('您好，我是团学助手');
    TOPICS.forEach(([title, scope], i) => {
      expect(greeting.text).toContain(`${i + 1}. ${title}`);
      if (scope) expect(greeting.text).toContain(scope);
    });
    // Each message carries who sent it and when.
    expect(within(dialog).getByText('团学助手 09:05')).toBeInTheDocument();
    expect(messages()).toHaveLength(1);
  });

  it('answers a topic number 300 ms after it is sent, not before', () => {
    openChat();
    type('1');
    pressEnter();
    expect(messages().at(-1)).toEqual({ sender: 'user', text: '1' });
    expect(input()).toHaveValue('');
    act(() => vi.advanceTimersByTime(REPLY_DELAY_MS - 1));
    expect(messages()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    const reply = messages().at(-1)!;
    expect(reply.sender).toBe('robot');
    expect(reply.text).toBe(zh.assistant.topics[1].answer);
    expect(reply.text).toMatch(/驳回时必须填写原因/);
    expect(reply.text).toMatch(/批量通过或驳回/);
  });

  it.each([
    ['2', /创建 → 按审核流程审核 → 开放报名 → 进行中 → 结束 → 活动管理员提交结项报告 → 结项审核 → 发放学时/],
    ['5', /新导入的学生须先登录并修改密码才能激活账号/],
    ['6', /流程配置权限受限，一般由系统服务商统一配置/],
  ])('topic %s explains what spec §1 and §4 say', (no, expected) => {
    openChat();
    type(no);
    pressEnter();
    act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
    expect(messages().at(-1)!.text).toMatch(expected);
  });

  it('answers any other number with 请输入正确的问题编号', () => {
    openChat();
    for (const n of ['8', '0', '123']) {
      type(n);
      pressEnter();
      act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
      expect(messages().slice(-2)).toEqual([
        { sender: 'user', text: n },
        { sender: 'robot', text: '请输入正确的问题编号' },
      ]);
    }
  });

  it('drops non-digits as they are typed and keeps at most 3 characters', () => {
    openChat();
    type('a');
    expect(input()).toHaveValue('');
    type('1x');
    expect(input()).toHaveValue('1');
    type('12345');
    expect(input()).toHaveValue('123');
    expect(input()).toHaveAttribute('maxlength', '3');
  });

  it('ignores blank input: nothing is sent and no reply comes', () => {
    openChat();
    expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();
    pressEnter();
    type('  ');
    pressEnter();
    act(() => vi.advanceTimersByTime(REPLY_DELAY_MS * 3));
    expect(messages()).toHaveLength(1);
  });

  it('sends a topic from its quick button and keeps the conversation when closed and reopened', () => {
    openChat();
    fireEvent.click(screen.getByRole('button', { name: '7 黑名单管理' }));
    act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
    expect(messages().at(-1)!.text).toBe(zh.assistant.topics[7].answer);
    fireEvent.click(screen.getByRole('button', { name: '关闭团学助手' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '打开团学助手' }));
    // No second greeting.
    expect(messages().map((m) => m.sender)).toEqual(['robot', 'user', 'robot']);
  });
});

describe('团学助手 for students (issue 18 item 7)', () => {
  beforeEach(() => {
    localStorage.setItem('identity', '2');
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers a student the five student topics, not the staff ones', () => {
    openChat();
    const [greeting] = messages();
    expect(greeting.text).toContain('请输入下列问题的编号（1-5）');
    ['1. 如何报名活动', '2. 扫码签到', '3. 查看我的学时', '4. 申报奖项', '5. 申诉'].forEach((line) => expect(greeting.text).toContain(line));
    expect(greeting.text).not.toContain('工作事务');
    expect(screen.getByText('输入 1-5 的编号查看对应帮助')).toBeInTheDocument();
    expect(screen.getAllByRole('button').filter((b) => /^\d /.test(b.textContent ?? '')).map((b) => b.textContent)).toEqual([
      '1 如何报名活动', '2 扫码签到', '3 查看我的学时', '4 申报奖项', '5 申诉',
    ]);
  });

  it('answers how to sign in by QR, and treats 6 and 7 as unknown for a student', () => {
    openChat();
    fireEvent.click(screen.getByRole('button', { name: '2 扫码签到' }));
    act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
    expect(messages().at(-1)!.text).toBe(zh.assistant.student_topics[2].answer);
    expect(messages().at(-1)!.text).toMatch(/二维码每30秒更换一次/);
    type('7');
    pressEnter();
    act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
    expect(messages().at(-1)!.text).toBe('请输入正确的问题编号');
  });

  it('speaks English to a student in English, topics and answers alike', async () => {
    vi.useRealTimers();
    await loadCatalogue('en');
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    openChat('en');
    const [greeting] = messages();
    expect(greeting.text).toContain('Enter the number (1-5)');
    expect(greeting.text).toContain('3. Reading My hours');
    fireEvent.click(screen.getByRole('button', { name: '5 Appeals' }));
    act(() => vi.advanceTimersByTime(REPLY_DELAY_MS));
    expect(messages().at(-1)!.text).toBe(en.assistant.student_topics[5].answer);
    expect(screen.getByRole('dialog').textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('where the assistant appears', () => {
  it('is in the shell, for admin and student pages alike', () => {
    renderWithAdmin(<AppLayout><p>页面</p></AppLayout>, { dataProvider: dataProvider(), path: '/usermng/student/list' });
    expect(screen.getByRole('button', { name: '打开团学助手' })).toBeInTheDocument();
  });
  it.each(['/communist-templates', '/student/activity/qr'])('is not on the bare page %s', (path) => {
    renderWithAdmin(<AppLayout><p>页面</p></AppLayout>, { dataProvider: dataProvider(), path });
    expect(screen.queryByRole('button', { name: '打开团学助手' })).toBeNull();
  });
});

describe('assistant catalogues', () => {
  // Key parity: i18n-parity.test.ts.
  it('has the spec message in both languages', () => {
    expect(zh.assistant.unknown).toBe('请输入正确的问题编号');
    expect(en.assistant.unknown).toBe('Please enter a correct question number');
  });
});

/**
 * 我的申报 (/student/declare) and 申报详情 (/student/declare/detail?id=) against a fake school API
 * behind the real client and data provider: the table on a wide screen and cards on a phone, the
 * status chips of spec §4 (1 待审核, 2 已通过, otherwise 已驳回), the reject reason, 撤回 after a
 * confirmation, the status filter, the empty state, and the detail with attachments and history.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { declarationStatusLabel } from '../../common/declarations';
import { dataProvider } from '../../src/dataProvider';
import { NotifyBridge } from '../../src/dataProvider/notify';
import DeclarationDetail from '../../src/resources/declarations/student/DeclarationDetail';
import MyDeclarations from '../../src/resources/declarations/student/MyDeclarations';
import { serveApi, type Handler, type SeenRequest } from './auth-helpers';
import { renderWithAdmin, expectTexts, openDialog } from './shell-harness';
import { declaration, declarationDetail, pretendPhone } from './student-fixtures';

const rows = [
  declaration(1, '全国大学生数学建模竞赛'),
  declaration(2, '挑战杯', { status: 2, statusName: '已通过', grantedHours: '6.00', hours: '8.00', auditor: '赵老师', relateActivityId: 21, relateActivityName: '挑战杯校内选拔' }),
  declaration(3, '优秀学生干部', { status: 3, statusName: '已驳回', opinion: '证明材料不清晰', auditor: '赵老师' }),
];

let seen: SeenRequest[] = [];
function serve(extra: Record<string, Handler> = {}) {
  seen = serveApi({
    'GET /student/project/apply/list': (req) => {
      const list = req.params.status ? rows.filter((r) => r.status === req.params.status) : rows;
      return { code: 0, data: { list, total: list.length } };
    },
    'POST /project/apply/withdraw': () => ({ code: 0, data: null }),
    'GET /project/apply/detail': () => ({ code: 0, data: declarationDetail() }),
    ...extra,
  });
}
const calls = (key: string) => seen.filter((r) => `${r.method} ${r.path}` === key);

function setup(ui = <MyDeclarations />, path = '/student/declare') {
  return renderWithAdmin(
    <>
      {ui}
      <Notification />
      <NotifyBridge />
    </>,
    { path, dataProvider },
  );
}
const rowOf = async (name: string) => (await screen.findByText(name)).closest('[data-testid="declaration-row"],[data-testid="declaration-card"]') as HTMLElement;

let undoPhone: (() => void) | null = null;
beforeEach(() => serve());
afterEach(() => {
  undoPhone?.();
  undoPhone = null;
});

describe('我的申报', () => {
  it('lists the declarations in a table with status chips, hours and the reject reason', async () => {
    setup();
    const pending = await rowOf('全国大学生数学建模竞赛');
    expect(within(pending).getByTestId('declaration-status')).toHaveTextContent(declarationStatusLabel(1));
    expect(within(pending).getByText('8.00')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: '撤回' })).toBeInTheDocument();

    const approved = await rowOf('挑战杯');
    expect(within(approved).getByTestId('declaration-status')).toHaveTextContent('已通过');
    // Approved: the hours the ledger received.
    expectTexts(approved, '6.00', '挑战杯校内选拔');
    expect(within(approved).queryByRole('button', { name: '撤回' })).toBeNull();

    const rejected = await rowOf('优秀学生干部');
    expect(within(rejected).getByTestId('declaration-status')).toHaveTextContent('已驳回');
    expect(within(rejected).getByTestId('reject-reason')).toHaveTextContent('驳回原因：证明材料不清晰');
    expect(within(rejected).queryByRole('button', { name: '撤回' })).toBeNull();

    expect(calls('GET /student/project/apply/list')[0].params).toEqual({ current: 1, size: 10 });
    expect(within(pending).getByRole('link', { name: '全国大学生数学建模竞赛' })).toHaveAttribute('href', '/student/declare/detail?id=1');
  });

  it('shows any status other than 1 and 2 as 已驳回', async () => {
    serve({ 'GET /student/project/apply/list': () => ({ code: 0, data: { list: [declaration(9, '某项目', { status: 5 })], total: 1 } }) });
    setup();
    expect(within(await rowOf('某项目')).getByTestId('declaration-status')).toHaveTextContent('已驳回');
  });

  it('withdraws a pending declaration after confirmation and reloads', async () => {
    setup();
    const dialog = await openDialog('撤回', '全国大学生数学建模竞赛');
    expect(within(dialog).getByText('确定撤回“全国大学生数学建模竞赛”的申报吗？撤回后可重新申报。')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '撤回' }));
    expect(await screen.findByText('申报已撤回')).toBeInTheDocument();
    expect(calls('POST /project/apply/withdraw')[0].params).toEqual({ id: 1 });
    await waitFor(() => expect(calls('GET /student/project/apply/list').length).toBeGreaterThan(1));
  });

  it('does nothing when the confirmation is cancelled', async () => {
    setup();
    fireEvent.click(within(await rowOf('全国大学生数学建模竞赛')).getByRole('button', { name: '撤回' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('POST /project/apply/withdraw')).toEqual([]);
  });

  it("shows the server's refusal as it comes", async () => {
    serve({ 'POST /project/apply/withdraw': () => ({ code: 10002, msg: '只能撤回待审核的申报' }) });
    setup();
    fireEvent.click(within(await rowOf('全国大学生数学建模竞赛')).getByRole('button', { name: '撤回' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '撤回' }));
    expect(await screen.findByText('只能撤回待审核的申报')).toBeInTheDocument();
  });

  it('filters by status', async () => {
    setup();
    await rowOf('挑战杯');
    fireEvent.click(screen.getByRole('button', { name: '已驳回' }));
    await waitFor(() => expect(calls('GET /student/project/apply/list').at(-1)!.params).toEqual({ current: 1, size: 10, status: 3 }));
    await waitFor(() => expect(screen.queryByText('挑战杯')).toBeNull());
    expect(screen.getByText('优秀学生干部')).toBeInTheDocument();
  });

  it('shows an empty state and goes to the form with 我要申报', async () => {
    serve({ 'GET /student/project/apply/list': () => ({ code: 0, data: { list: [], total: 0 } }) });
    const { location } = setup();
    expect(await screen.findByText('还没有申报记录，点击“我要申报”开始')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '我要申报' }));
    await waitFor(() => expect(location().pathname).toBe('/student/declare/apply'));
  });

  it('shows cards on a phone, with the reject reason and 撤回', async () => {
    undoPhone = pretendPhone();
    const { location } = setup();
    const card = await rowOf('优秀学生干部');
    expect(card).toHaveAttribute('data-testid', 'declaration-card');
    expect(within(card).getByTestId('reject-reason')).toHaveTextContent('证明材料不清晰');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(await rowOf('全国大学生数学建模竞赛')).getByRole('button', { name: '撤回' })).toBeInTheDocument();
    fireEvent.click(within(card).getByText('优秀学生干部'));
    await waitFor(() => expect(`${location().pathname}${location().search}`).toBe('/student/declare/detail?id=3'));
  });
});

describe('申报详情', () => {
  it('shows the declaration with its statement, attachments and review history', async () => {
    setup(<DeclarationDetail />, '/student/declare/detail?id=1');
    expect(await screen.findByRole('heading', { name: '全国大学生数学建模竞赛' })).toBeInTheDocument();
    expect(calls('GET /project/apply/detail')[0].params).toEqual({ id: 1 });
    expect(screen.getByTestId('declaration-status')).toHaveTextContent('待审核');
    expect(screen.getByText('省级一等奖')).toBeInTheDocument();
    expect(screen.getByText('8.00 学时')).toBeInTheDocument();
    expect(screen.getByText('学院初审')).toBeInTheDocument();
    expect(screen.getByText('本人担任队长，负责建模与论文写作。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '证书.pdf' })).toHaveAttribute('href', '/files/31/证书.pdf');
    const history = screen.getAllByTestId('history-item');
    expect(history).toHaveLength(1);
    expect(history[0]).toHaveTextContent('提交申报');
    expect(history[0]).toHaveTextContent('李同学 · 2026-11-20 10:30:00');
  });

  it('shows the reject reason, the granted hours and links the related activity', async () => {
    serve({
      'GET /project/apply/detail': () => ({
        code: 0,
        data: declarationDetail({
          status: 3, opinion: '证明材料不清晰', canWithdraw: false, relateActivityId: 21, relateActivityName: '挑战杯校内选拔',
          history: [
            { id: 1, action: 'create', actionName: '提交申报', stepName: '', actorName: '李同学', opinion: '', fromStatus: null, toStatus: 1, time: '2026-11-20 10:30:00' },
            { id: 2, action: 'reject', actionName: '驳回', stepName: '学院初审', actorName: '赵老师', opinion: '证明材料不清晰', fromStatus: 1, toStatus: 3, time: '2026-11-21 09:00:00' },
          ],
        }),
      }),
    });
    setup(<DeclarationDetail />, '/student/declare/detail?id=1');
    expect(await screen.findByTestId('reject-reason')).toHaveTextContent('证明材料不清晰');
    expect(screen.getByRole('link', { name: '挑战杯校内选拔' })).toHaveAttribute('href', '/student/activity/detail?id=21');
    expect(screen.queryByRole('button', { name: '撤回' })).toBeNull();
    const history = screen.getAllByTestId('history-item');
    expect(history[1]).toHaveTextContent('驳回（学院初审）');
    expect(history[1]).toHaveTextContent('意见：证明材料不清晰');
  });

  it('withdraws from the detail and returns to the list', async () => {
    const { location } = setup(<DeclarationDetail />, '/student/declare/detail?id=1');
    fireEvent.click(await screen.findByRole('button', { name: '撤回' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(location().pathname).toBe('/student/declare'));
    expect(calls('POST /project/apply/withdraw')[0].params).toEqual({ id: 1 });
  });

  it('says when the declaration cannot be shown', async () => {
    serve({ 'GET /project/apply/detail': () => ({ code: 10002, msg: '申报不存在' }) });
    setup(<DeclarationDetail />, '/student/declare/detail?id=99');
    expect(await screen.findByText('申报不存在或无权查看')).toBeInTheDocument();
  });
});

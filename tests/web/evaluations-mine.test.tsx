/**
 * 待评价活动 (/communist/evaluate/mine, issue 21) against a fake school API behind the real client and
 * data provider: a pending activity shows its deadline and the project's criteria, 提交评价 stays
 * off until a star is chosen, the rating goes out as {activityId, score, comment}, and the activity
 * moves to 我的评价; a comment hidden by staff says so.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyEvaluations } from '../../common/evaluations';
import { createDataProvider } from '../../src/dataProvider';
import MyEvaluationsPage from '../../src/resources/evaluations/Mine';
import { serveApi } from './auth-helpers';
import { mod } from './analysis-fixtures';
import { renderWithAdmin } from './shell-harness';

const pending = { activityId: 12, name: '秋季环湖徒步', orgName: '校学生会', endTime: '2026-11-26 17:00', deadline: '2026-12-03 17:00', criteria: ['活动组织有序', '内容充实有收获'] };
const hidden = { id: 3, activityId: 9, name: '读书分享会', orgName: '吉他社', score: 1, comment: '', hidden: true, createTime: '2026-11-20 10:00:00' };

describe('待评价活动', () => {
  it('rates a pending activity in a few taps and lists it under 我的评价', async () => {
    let mine: MyEvaluations = { pending: [pending], done: [hidden] };
    const seen = serveApi({
      'GET /evaluate/mine': () => ({ code: 0, data: mine }),
      'POST /evaluate/add': () => {
        mine = { pending: [], done: [{ id: 4, activityId: 12, name: '秋季环湖徒步', orgName: '校学生会', score: 4, comment: '路线很美', hidden: false, createTime: '2026-11-27 09:00:00' }, hidden] };
        return { code: 0, data: { id: 4 } };
      },
    });
    renderWithAdmin(<MyEvaluationsPage />, { path: '/communist/evaluate/mine', modules: [mod(1017, '/communist/evaluate/mine')], dataProvider: createDataProvider() });
    const card = await screen.findByTestId('rate-card');
    expect(within(card).getByText('请在 2026-12-03 17:00 前评价')).toBeInTheDocument();
    expect(within(card).getByText('活动组织有序')).toBeInTheDocument();
    expect(screen.getByText('该评论已被管理员屏蔽')).toBeInTheDocument();
    const submit = within(card).getByRole('button', { name: '提交评价' });
    expect(submit).toBeDisabled();
    fireEvent.click(within(card).getByLabelText('4星'));
    fireEvent.change(within(card).getByLabelText('评价内容'), { target: { value: ' 路线很美 ' } });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByText('暂无待评价的活动')).toBeInTheDocument());
    expect(seen.filter((r) => r.path === '/evaluate/add').at(-1)!.params).toEqual({ activityId: 12, score: 4, comment: '路线很美' });
    expect(screen.getByText('路线很美')).toBeInTheDocument();
  });
});

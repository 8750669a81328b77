/**
 * 志愿活动 (/voluntary/practice/list) against a fake school API behind the real client and data
 * provider: the volunteer organisations of GET /voluntary/organization/tree become organizerList
 * of GET /activity/list {type: 1}; ?id= preselects one of them (with the teams under it) and any
 * other id shows all; a row opens the activity; no volunteer organisation → the page says so.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createDataProvider } from '../../src/dataProvider';
import VoluntaryPracticeList from '../../src/resources/voluntary/VoluntaryPracticeList';
import { serveApi, type Handler, type SeenRequest } from './auth-helpers';
import { mod, volunteerActivities, volunteerTree } from './analysis-fixtures';
import { renderWithAdmin, expectRowOpens, rowOf } from './shell-harness';

let seen: SeenRequest[] = [];
function serve(extra: Record<string, Handler> = {}) {
  seen = serveApi({
    'GET /voluntary/organization/tree': () => ({ code: 0, data: volunteerTree }),
    'GET /activity/list': () => ({ code: 0, data: { list: volunteerActivities, total: 2 } }),
    ...extra,
  });
}
beforeEach(() => serve());

const render = (path = '/voluntary/practice/list') =>
  renderWithAdmin(<VoluntaryPracticeList />, { path, modules: [mod(205, '/voluntary/practice/list')], dataProvider: createDataProvider() });
const listCalls = () => seen.filter((r) => r.path === '/activity/list');

describe('志愿活动', () => {
  it("lists the volunteer organisations' current activities", async () => {
    render();
    const row = await rowOf('社区敬老服务');
    expect(seen.find((r) => r.path === '/voluntary/organization/tree')).toBeDefined();
    expect(listCalls()[0].params).toEqual({ current: 1, size: 10, type: 1, organizerList: '1020,1021,1030' });
    for (const text of ['青年志愿者协会', '志愿公益 / 社区服务', '报名中', '4.00', '2026-12-01 09:00', '12/30']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(screen.getByText('河道清洁行动').closest('tr')!).getByText('进行中')).toBeInTheDocument();
  });

  it('preselects the organisation of ?id= with the teams under it', async () => {
    render('/voluntary/practice/list?id=1020');
    await screen.findByText('社区敬老服务');
    expect(listCalls()[0].params).toEqual({ current: 1, size: 10, type: 1, organizerList: '1020,1021' });
    expect(screen.getByRole('combobox', { name: '志愿组织' })).toHaveTextContent('青年志愿者协会');
  });

  it('shows all volunteer organisations when ?id= is not one of them (the dashboard link)', async () => {
    render('/voluntary/practice/list?id=999');
    await screen.findByText('社区敬老服务');
    expect(listCalls()[0].params).toEqual({ current: 1, size: 10, type: 1, organizerList: '1020,1021,1030' });
  });

  it('narrows to the organisation chosen and switches to the history', async () => {
    render();
    await screen.findByText('社区敬老服务');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '志愿组织' }));
    fireEvent.click(await screen.findByRole('option', { name: '环保志愿队' }));
    await waitFor(() => expect(listCalls().at(-1)!.params).toEqual({ current: 1, size: 10, type: 1, organizerList: '1030' }));
    fireEvent.click(screen.getByRole('button', { name: '历史活动' }));
    await waitFor(() => expect(listCalls().at(-1)!.params).toEqual({ current: 1, size: 10, type: 2, organizerList: '1030' }));
  });

  it('opens the activity from a row', async () => {
    const { location } = render();
    await expectRowOpens(location, '河道清洁行动', '/voluntary/practice/list/show', '?id=12');
  });

  it('says so when the school has no volunteer organisation, without listing activities', async () => {
    serve({ 'GET /voluntary/organization/tree': () => ({ code: 0, data: [] }) });
    render();
    expect(await screen.findByText('本校暂无志愿组织')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(0);
  });

  it('says 暂无志愿活动 when the organisations have no activity', async () => {
    serve({ 'GET /activity/list': () => ({ code: 0, data: { list: [], total: 0 } }) });
    render();
    expect(await screen.findByText('暂无志愿活动')).toBeInTheDocument();
  });
});

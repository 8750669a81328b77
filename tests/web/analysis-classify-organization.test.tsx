/**
 * 分类分析 and 组织分析 against a fake school API behind the real client and data provider: the module table of GET /analysis/classify (hours
 * with two decimals, '不预警' at warning value 0, reached / students and the rate) with its two
 * charts; the organisation table of GET /analysis/organization, narrowed by the nature chips,
 * sorted on the client, and the top-10 bar chart following the chips.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createDataProvider } from '../../src/dataProvider';
import ClassifyAnalysis from '../../src/resources/analysis/ClassifyAnalysis';
import OrganizationAnalysis from '../../src/resources/analysis/OrganizationAnalysis';
import { serveApi, type SeenRequest } from './auth-helpers';
import { classifyRows, mod, organizationRows } from './analysis-fixtures';
import { renderWithAdmin } from './shell-harness';

let seen: SeenRequest[] = [];
beforeEach(() => {
  seen = serveApi({
    'GET /analysis/classify': () => ({ code: 0, data: classifyRows }),
    'GET /analysis/organization': () => ({ code: 0, data: organizationRows }),
  });
});

const cells = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('cell').map((c) => c.textContent);
const tableNames = () => within(screen.getByRole('table', { name: '组织明细' })).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('分类分析', () => {
  it('lists each module with its activities, hours, warning value and reach', async () => {
    renderWithAdmin(<ClassifyAnalysis />, { path: '/analysis/classif', modules: [mod(605, '/analysis/classif')], dataProvider: createDataProvider() });
    await screen.findByTestId('classify-row-1');
    expect(cells('classify-row-1')).toEqual(['思想素养', '12', '340', '1024.50', '8.54', '10.00', '45 / 120', '37.50%']);
    expect(cells('classify-row-6')).toEqual(['文化活动', '5', '88', '96.00', '0.80', '不预警', '120 / 120', '100.00%']);
    expect(seen.some((r) => r.path === '/analysis/classify')).toBe(true);
  });

  it('draws activities per module and average hours against the warning value', async () => {
    renderWithAdmin(<ClassifyAnalysis />, { path: '/analysis/classif', modules: [mod(605, '/analysis/classif')], dataProvider: createDataProvider() });
    expect(await screen.findByRole('img', { name: '各模块活动数' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '人均学时与预警值' })).toBeInTheDocument();
    expect(await screen.findByTestId('bar-1-activityCount')).toBeInTheDocument();
    expect(await screen.findByTestId('bar-1-avgHours')).toBeInTheDocument();
    expect(screen.getByTestId('bar-1-minHours')).toBeInTheDocument();
  });
});

describe('组织分析', () => {
  it('lists every organisation with its nature and figures, most activities first', async () => {
    renderWithAdmin(<OrganizationAnalysis />, { path: '/analysis/organization', modules: [mod(606, '/analysis/organization')], dataProvider: createDataProvider() });
    await screen.findByTestId('organization-row-11');
    expect(cells('organization-row-11')).toEqual(['校学生会', '学生会', '14', '500', '1200.50']);
    expect(cells('organization-row-21')).toEqual(['摄影协会', '社团协会', '3', '40', '60.00']);
    expect(tableNames()).toEqual(['校学生会', '青年志愿者协会', '摄影协会', '环保志愿队']);
    expect(screen.getByTestId('organization-count')).toHaveTextContent('共 4 个组织');
  });

  it('narrows the table and the chart to the chosen nature', async () => {
    renderWithAdmin(<OrganizationAnalysis />, { path: '/analysis/organization', modules: [mod(606, '/analysis/organization')], dataProvider: createDataProvider() });
    await screen.findByTestId('organization-row-11');
    expect(await screen.findByTestId('bar-11-activityCount')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '志愿组织' }));
    await waitFor(() => expect(tableNames()).toEqual(['青年志愿者协会', '环保志愿队']));
    expect(screen.getByTestId('organization-count')).toHaveTextContent('共 2 个组织');
    await waitFor(() => expect(screen.queryByTestId('bar-11-activityCount')).not.toBeInTheDocument());
    expect(screen.getByTestId('bar-31-activityCount')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    await waitFor(() => expect(tableNames()).toHaveLength(4));
  });

  it('sorts the table by a column on the client', async () => {
    renderWithAdmin(<OrganizationAnalysis />, { path: '/analysis/organization', modules: [mod(606, '/analysis/organization')], dataProvider: createDataProvider() });
    await screen.findByTestId('organization-row-11');
    fireEvent.click(screen.getByRole('button', { name: '发放学时' }));
    expect(tableNames()).toEqual(['校学生会', '青年志愿者协会', '摄影协会', '环保志愿队']);
    fireEvent.click(screen.getByRole('button', { name: '发放学时' }));
    expect(tableNames()).toEqual(['环保志愿队', '摄影协会', '青年志愿者协会', '校学生会']);
    fireEvent.click(screen.getByRole('button', { name: '参与人次' }));
    expect(tableNames()).toEqual(['校学生会', '青年志愿者协会', '摄影协会', '环保志愿队']);
  });

  it('ranks only organisations with activities in the top 10 and pages the table by 10', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, name: `组织${i}`, nature: 2, activityCount: i, enrollCount: i * 3, totalHours: `${i}.00` }));
    serveApi({ 'GET /analysis/organization': () => ({ code: 0, data: many }) });
    renderWithAdmin(<OrganizationAnalysis />, { path: '/analysis/organization', modules: [mod(606, '/analysis/organization')], dataProvider: createDataProvider() });
    expect(await screen.findByTestId('bar-111-activityCount')).toBeInTheDocument();
    expect(screen.getByTestId('bar-102-activityCount')).toBeInTheDocument();
    // 组织1 is 11th, 组织0 held nothing.
    expect(screen.queryByTestId('bar-101-activityCount')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bar-100-activityCount')).not.toBeInTheDocument();
    expect(tableNames()).toHaveLength(10);
    expect(screen.getByTestId('pagination-total')).toHaveTextContent('共 12 条');
    fireEvent.click(screen.getByRole('button', { name: '前往第 2 页' }));
    await waitFor(() => expect(tableNames()).toEqual(['组织1', '组织0']));
  });
});

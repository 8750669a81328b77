/**
 * Fixtures of the 参数设置 / 诚信设置 tests: a school with a base set and a 2024 cohort version, seven
 * modules, four cohorts; a preview; change-log rows; and a fake DataClient behind the real data
 * provider (createDataProvider), so that the pages' calls and the provider's custom methods are
 * exercised together. Handlers may throw an ApiError to act as a refusal.
 */
import type { ReactNode } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { Notification } from 'react-admin';
import type { ModuleItem } from '../../../common/api';
import type { RequirementSet } from '../../../common/hoursRequirements';
import type { RuleChangeRow, RulePreview, SchoolParams } from '../../../common/schoolParams';
import type { IntegrityParams } from '../../../common/schemas/schoolParams';
import { ApiError, createDataProvider, type DataClient } from '../../../src/dataProvider';
import { renderWithAdmin } from '../shell-harness';

export const mod = (id: number, path: string): ModuleItem => ({ id, name: path, path, orderId: id, parentId: 0, isBtn: 0, icon: '', children: [] });
export const bothModules = [mod(706, '/system/setparams'), mod(708, '/system/sethonest')];

const baseNumbers = {
  requiredHours: 200, requiredCredits: 2, creditYears: 3, campusMinHours: 80, socialPracticeMinHours: 100,
  campusCultureTermCap: 30, summerPracticeTermCap: 20, winterPracticeTermCap: 20, makeUpMonth: 5, postgraduateRecordOnly: true,
};

export const baseSet: RequirementSet = {
  ...baseNumbers, id: 1, fromGrade: 0, campusClassifyIds: [1, 2, 3], socialPracticeClassifyIds: [4], moduleMinimums: [],
};

export const set2024: RequirementSet = {
  ...baseNumbers, id: 2, fromGrade: 2024, requiredHours: 180, campusClassifyIds: [1, 2, 3], socialPracticeClassifyIds: [4], moduleMinimums: [{ classifyId: 5, minHours: 10 }],
};

export const params = (): SchoolParams => ({
  units: { hoursUnit: '学时', waysConvert: 1, decimalPlaces: 2, city: '武汉' },
  imports: { importMaxRows: 20000, importMaxInflatedMb: 50 },
  sets: [baseSet, set2024],
  modules: [
    { id: 1, name: '思想素养', moduleKind: 'normal' },
    { id: 2, name: '创新创业', moduleKind: 'normal' },
    { id: 3, name: '文化体育', moduleKind: 'normal' },
    { id: 4, name: '社会实践', moduleKind: 'socialPractice' },
    { id: 5, name: '志愿服务', moduleKind: 'normal' },
    { id: 6, name: '技能特长', moduleKind: 'normal' },
    { id: 7, name: '工作履历', moduleKind: 'normal' },
  ],
  cohorts: [
    { grade: '2022', students: 1200, fromGrade: 0 },
    { grade: '2023', students: 1180, fromGrade: 0 },
    { grade: '2024', students: 1250, fromGrade: 2024 },
    { grade: '2025', students: 1302, fromGrade: 2024 },
  ],
});

export const preview: RulePreview = {
  governed: 2380,
  changed: 23,
  lost: 2,
  gained: 21,
  sample: [
    {
      userId: 11, code: '2022000001', name: '张三', grade: '2022', collegeName: '计算机学院',
      before: { met: false, credit: '0.00' }, after: { met: true, credit: '2.00' }, shortfalls: [],
    },
    {
      userId: 12, code: '2022000002', name: '李四', grade: '2022', collegeName: '外国语学院',
      before: { met: true, credit: '2.00' }, after: { met: false, credit: '0.00' }, shortfalls: ['社会实践学时还差 12.00'],
    },
  ],
};

export const integrity: IntegrityParams = { creditStart: 100, noShowPenalty: 5, noShowLimit: 3, blacklistDays: 90 };

export const changeRows: RuleChangeRow[] = [
  {
    id: 9, target: 'requirement', fromGrade: 0, affected: 23, changedByName: '系统管理员', changedAt: '2025-03-02 10:15:00',
    changes: [{ field: 'socialPracticeMinHours', before: 100, after: 60 }],
  },
  {
    id: 8, target: 'units', fromGrade: null, affected: 0, changedByName: '系统管理员', changedAt: '2025-03-01 09:00:00',
    changes: [{ field: 'waysConvert', before: 1, after: 3 }, { field: 'decimalPlaces', before: 2, after: 1 }],
  },
  {
    id: 7, target: 'requirement', fromGrade: 2024, affected: 5, changedByName: '教务处 王老师', changedAt: '2025-02-20 16:30:00',
    changes: [
      { field: 'fromGrade', before: null, after: 2024 },
      { field: 'requiredHours', before: null, after: 180 },
      { field: 'requiredCredits', before: null, after: 2 },
      { field: 'creditYears', before: null, after: 3 },
      { field: 'campusMinHours', before: null, after: 80 },
      { field: 'campusClassifyIds', before: null, after: [1, 2, 3] },
    ],
  },
  {
    id: 6, target: 'integrity', fromGrade: null, affected: 0, changedByName: '系统管理员', changedAt: '2025-02-01 08:00:00',
    changes: [{ field: 'blacklistDays', before: 90, after: 30 }],
  },
];

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  params: Record<string, unknown>;
}

export type FakeHandler = (params: Record<string, unknown>) => unknown;

/** A fake DataClient: `routes` maps 'GET /path' to a handler; every call is recorded in `calls`. */
export function fakeClient(routes: Record<string, FakeHandler>) {
  const calls: Call[] = [];
  const answer = async (method: 'GET' | 'POST', path: string, params: object = {}) => {
    calls.push({ method, path, params: params as Record<string, unknown> });
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new ApiError(50000, `no route ${method} ${path}`);
    return handler(params as Record<string, unknown>);
  };
  const client: DataClient = {
    get: (async (path: string, params?: object) => answer('GET', path, params)) as DataClient['get'],
    post: (async (path: string, body?: object) => answer('POST', path, body)) as DataClient['post'],
  };
  return { client, calls };
}

/** The default routes of a school; tests override some. */
export function schoolRoutes(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /system/setparams': () => params(),
    'GET /system/sethonest': () => integrity,
    'GET /system/setparams/changes': (p) => {
      const list = p.target ? changeRows.filter((r) => r.target === p.target) : changeRows;
      return { list, total: list.length };
    },
    'POST /system/setparams/preview': () => preview,
    'POST /system/setparams/save': (p) => ({ set: { ...(p.set as RequirementSet), id: (p.set as RequirementSet).id || 3 }, changed: 23 }),
    ...overrides,
  };
}

/** Renders `page` inside react-admin with the fake client, both modules granted unless told otherwise. */
export function renderPage(page: ReactNode, routes: Record<string, FakeHandler>, options: { modules?: ModuleItem[]; path?: string } = {}) {
  const { client, calls } = fakeClient(routes);
  const result = renderWithAdmin(
    <>
      {page}
      <Notification />
    </>,
    { path: options.path ?? '/system/setparams', modules: options.modules ?? bothModules, dataProvider: createDataProvider(client) },
  );
  return { ...result, calls };
}

/** A 10002 refusal naming a field, as the server words it. */
export const fieldRefusal = (field: string, text: string) => new ApiError(10002, `参数错误: ${field} ${text}`);

/** The number input with this test id. */
export const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
/** Types `value` into the input and leaves it, as a user does before saving. */
export const change = (testId: string, value: string) => {
  fireEvent.change(input(testId), { target: { value } });
  fireEvent.blur(input(testId));
};
/** Lets 50 ms of timers and renders pass (a debounce that must not fire a save). */
export const pause = () => act(() => new Promise((r) => setTimeout(r, 50)));

/**
 * Test harness for the shell, plugin and student-list tests: a react-admin context with the real
 * i18n catalogue, the app's QueryClient rules (a failed call toasts unless silent), a memory store, a memory router whose location the test can read, and an auth
 * provider whose getPermissions returns the given module tree.
 */
import { mayAccess } from '../../src/authProvider/access';
import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it, vi, type Mock } from 'vitest';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import type { ModuleItem } from '../../common/api';
import { permissionsFrom } from '../../src/authProvider/permissions';
import { buildI18nProvider } from '../../src/i18n';
import { createQueryClient } from '../../src/dataProvider/queryClient';

const mod = (id: number, name: string, path: string, orderId: number, children: ModuleItem[] = [], extra: Partial<ModuleItem> = {}): ModuleItem => ({
  id,
  name,
  path,
  orderId,
  parentId: 0,
  isBtn: 0,
  icon: '',
  children,
  ...extra,
});

/** A module tree like GET /system/modules returns: groups out of order, buttons mixed in. */
export const sampleModules: ModuleItem[] = [
  mod(1, '用户管理', '/usermng', 2, [
    mod(11, '学生列表', '/usermng/student/list', 1),
    mod(12, '教师管理', '/teacher/user', 2),
    mod(13, '导出学生', '/usermng/student/export', 3, [], { isBtn: 1 }),
  ], { icon: 'user' }),
  mod(2, '活动管理', '/communist', 1, [
    mod(21, '活动列表', '/communist/activity', 1),
    mod(22, '活动模板', '/communist/activity/templates', 2),
  ], { icon: 'activity' }),
  mod(3, '数据中心', '/data-platform', 3, [mod(31, '学生课表', '/data-platform/student/timetable', 1)]),
  mod(4, '数据大屏', '/click/dataV', 9, [], { isBtn: 1 }),
  mod(5, '系统设置', '/system', 4, [mod(51, '学期设置', '/system/term', 1)]),
];

/** An auth provider that is signed in and whose getPermissions is {modules, paths} of `modules`. */
export function fakeAuthProvider(modules: ModuleItem[] = sampleModules, overrides: Partial<AuthProvider> = {}): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissionsFrom(modules),
    canAccess: async ({ resource }) => mayAccess(permissionsFrom(modules), resource),
    ...overrides,
  };
}

export interface HarnessOptions {
  path?: string;
  modules?: ModuleItem[];
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
  sidebarOpen?: boolean;
  /** The interface language; a second language's catalogue must be loaded first (loadCatalogue). */
  locale?: string;
}

/** Renders `ui` inside react-admin; `location()` returns the router's current location. */
export function renderWithAdmin(ui: ReactNode, options: HarnessOptions = {}) {
  let current = { pathname: options.path ?? '/', search: '' };
  const store = memoryStore({ 'sidebar.open': options.sidebarOpen ?? true });
  const result = render(
    <TestMemoryRouter initialEntries={[options.path ?? '/']} locationCallback={(l) => (current = l)}>
      <AdminContext
        authProvider={options.authProvider ?? fakeAuthProvider(options.modules)}
        dataProvider={options.dataProvider}
        queryClient={createQueryClient()}
        i18nProvider={buildI18nProvider(options.locale ?? 'zh-CN')}
        store={store}
      >
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, store, location: () => current };
}

/** Clicks the list row showing `text` and expects the router to land on `pathname` with `search`. */
export async function expectRowOpens(location: () => { pathname: string; search: string }, text: string, pathname: string, search: string) {
  fireEvent.click(await screen.findByText(text));
  await waitFor(() => expect(location().pathname).toBe(pathname));
  expect(location().search).toBe(search);
}

/** The table row showing `text`, once it is on screen. */
export const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

/** Expects each text inside `container` (a table row, a card, a dialog). */
export function expectTexts(container: HTMLElement, ...texts: (string | RegExp)[]) {
  for (const text of texts) expect(within(container).getByText(text)).toBeInTheDocument();
}

/** In `dialog`, types `typed` into the 学生 picker and picks its option `option` (e.g. 赵六（2021000009）). */
export async function pickStudent(dialog: HTMLElement, typed: string, option: string) {
  fireEvent.change(within(dialog).getByRole('combobox', { name: '学生' }), { target: { value: typed } });
  fireEvent.click(await screen.findByText(option));
}

/** Registers test `title`: `renderEmpty` renders the list with no rows, which then shows 暂无数据. */
export function itShowsNoData(title: string, renderEmpty: () => unknown) {
  it(title, async () => {
    renderEmpty();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
}

/**
 * Clicks button `name` and returns the dialog it opens. Without `row` the button is awaited on the
 * page; with `row` (a table row's text, or the row itself) it is taken from that row.
 */
export async function openDialog(name: string, row?: string | HTMLElement) {
  const button = row === undefined ? await screen.findByRole('button', { name }) : within(typeof row === 'string' ? await rowOf(row) : row).getByRole('button', { name });
  fireEvent.click(button);
  return screen.findByRole('dialog');
}

/**
 * Data-provider methods as vi.fn() mocks under the given names, reset before each test. Call it
 * before the file's own beforeEach, which then gives them their answers.
 */
export function providerMocks<const K extends string>(...names: K[]): Record<K, Mock> {
  const mocks = Object.fromEntries(names.map((name) => [name, vi.fn()])) as Record<K, Mock>;
  beforeEach(() => {
    for (const name of names) mocks[name].mockReset();
  });
  return mocks;
}

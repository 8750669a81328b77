/**
 * 返回 on a student detail page (StudentDetailFrame): opened from another page of the app it goes
 * back there (a staff member opening an innovation project from 创新项目 returns to that list, not to
 * the student's 我的创新); opened directly (a link, a reload) it goes to the page's own list.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, testDataProvider } from 'react-admin';
import { Link, Route, Routes } from 'react-router-dom';
import { StudentDetailFrame } from '../../src/resources/shared/StudentDetailFrame';
import { buildI18nProvider } from '../../src/i18n';

function renderAt(entries: string[]) {
  let path = '';
  render(
    <TestMemoryRouter initialEntries={entries} locationCallback={(l) => { path = l.pathname; }}>
      <AdminContext dataProvider={testDataProvider()} i18nProvider={buildI18nProvider()}>
        <Routes>
          <Route path="/staff/list" element={<Link to="/detail">打开详情</Link>} />
          <Route path="/mine" element={<p>我的列表</p>} />
          <Route path="/detail" element={<StudentDetailFrame state="ready" backTo="/mine" backLabel="innovation.show.back" skeleton={[1, 1]} notFound="innovation.show.not_found">{() => <p>详情</p>}</StudentDetailFrame>} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return () => path;
}

describe('返回 on a detail page', () => {
  it('goes back to the page it was opened from', async () => {
    const path = renderAt(['/staff/list']);
    fireEvent.click(await screen.findByText('打开详情'));
    fireEvent.click(await screen.findByRole('button', { name: '返回' }));
    expect(await screen.findByText('打开详情')).toBeTruthy();
    expect(path()).toBe('/staff/list');
  });

  it('goes to the page’s own list when opened directly', async () => {
    const path = renderAt(['/detail']);
    fireEvent.click(await screen.findByRole('button', { name: '返回' }));
    expect(await screen.findByText('我的列表')).toBeTruthy();
    expect(path()).toBe('/mine');
  });
});

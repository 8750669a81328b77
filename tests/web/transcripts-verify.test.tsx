/**
 * The public verification page /verify/{code} (issue 7): each status as its banner, the masked
 * figures as issued, whether the ledger still matches, a code typed by hand; and that it opens
 * without a session (route guard and <Admin requireAuth>) while other pages still go to /login.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter, testDataProvider, type AuthProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '../../src/dataProvider/errors';
import { routeGuard } from '../../src/authProvider/routeGuard';
import { buildI18nProvider } from '../../src/i18n';
import { publicTranscriptRoutes } from '../../src/resources/transcripts/publicRoutes';
import VerifyPage from '../../src/resources/transcripts/VerifyPage';
import { renderWithAdmin } from './shell-harness';
import { verifyResult } from './transcripts-fixtures';
import type { VerifyResult } from '../../common/transcripts';

// The provider's verifyTranscript: GET /verify/info {code}, silent and without the sign-in redirect.
const verifyTranscript = vi.fn();
const dataProvider = () => testDataProvider({ verifyTranscript } as never);

/** The page reads its code from the route, as App.tsx mounts it. */
const routed = (path: string) =>
  renderWithAdmin(
    <Routes>
      <Route path="/verify" element={<VerifyPage />} />
      <Route path="/verify/:code" element={<VerifyPage />} />
    </Routes>,
    { path, dataProvider: dataProvider() },
  );

const answer = (result: Partial<VerifyResult>) => verifyTranscript.mockImplementation(async () => verifyResult(result));

beforeEach(() => {
  verifyTranscript.mockReset();
});

describe('VerifyPage', () => {
  it('valid: the school, 有效, the masked student, the figures as issued and 与当前学时记录一致', async () => {
    answer({});
    routed('/verify/ABCD-2345-EFGH-6789');
    const status = await screen.findByTestId('verify-status');
    expect(status).toHaveAttribute('data-status', 'valid');
    expect(status).toHaveTextContent('有效');
    expect(verifyTranscript).toHaveBeenCalledWith('ABCD-2345-EFGH-6789');
    expect(screen.getByTestId('verify-school')).toHaveTextContent('示范大学');
    expect(screen.getByTestId('verify-name')).toHaveTextContent('张*明');
    expect(screen.getByTestId('verify-code')).toHaveTextContent('2021****01');
    expect(screen.getByTestId('verify-date')).toHaveTextContent('2026-11-20');
    expect(screen.getByText('社会实践').nextSibling).toHaveTextContent('23.90');
    expect(screen.getByTestId('verify-total')).toHaveTextContent('36.25');
    expect(screen.getByText('分数').nextSibling).toHaveTextContent('85.50');
    expect(screen.getByTestId('verify-ledger')).toHaveTextContent('与当前学时记录一致');
    expect(screen.getByTestId('verify-document')).toHaveTextContent('第二课堂成绩单');
  });

  it('a volunteer certificate says so: 志愿服务证明, the number, organisation, records and total service hours, no score', async () => {
    answer({
      document: 'volunteerCertificate', totalHours: '7.83', score: '', scoreUnit: '', byClassify: [],
      volunteer: { volunteerNo: 'V202600007', organizationName: '青年志愿者协会', recordCount: 3 },
    });
    routed('/verify/ABCD-2345-EFGH-6789');
    expect(await screen.findByTestId('verify-document')).toHaveTextContent('志愿服务证明');
    expect(screen.getByTestId('verify-status')).toHaveTextContent('该志愿服务证明由学校签发，内容与签发时一致。');
    expect(screen.getByText('志愿者编号').nextSibling).toHaveTextContent('V202600007');
    expect(screen.getByText('所属组织').nextSibling).toHaveTextContent('青年志愿者协会');
    expect(screen.getByText('经审核的服务记录').nextSibling).toHaveTextContent('3 条');
    expect(screen.getByTestId('verify-total')).toHaveTextContent('7.83');
    expect(screen.queryByTestId('verify-score')).toBeNull();
  });

  it.each([
    ['altered', '已被篡改'],
    ['superseded', '已被新版本取代'],
  ] as const)('%s says %s', async (status, text) => {
    answer({ status, matchesLedger: false });
    routed('/verify/ABCD2345EFGH6789');
    const banner = await screen.findByTestId('verify-status');
    expect(banner).toHaveAttribute('data-status', status);
    expect(within(banner).getByText(text)).toBeInTheDocument();
    expect(screen.getByTestId('verify-ledger')).toHaveTextContent('与当前学时记录不一致');
  });

  it('revoked says 已撤销 with when and why', async () => {
    answer({ status: 'revoked', revokedAt: '2026-11-21 08:00:00', revokeReason: '信息有误，已重新签发' });
    routed('/verify/ABCD2345EFGH6789');
    const banner = await screen.findByTestId('verify-status');
    expect(within(banner).getByText('已撤销')).toBeInTheDocument();
    expect(screen.getByTestId('verify-revoke')).toHaveTextContent('撤销时间：2026-11-21 08:00:00；原因：信息有误，已重新签发');
  });

  it('notFound says 未找到 and shows no student figures', async () => {
    answer({ status: 'notFound', schoolName: '', studentName: '', studentCode: '', byClassify: [] });
    routed('/verify/ZZZZ');
    const banner = await screen.findByTestId('verify-status');
    expect(within(banner).getByText('未找到')).toBeInTheDocument();
    expect(screen.queryByTestId('verify-name')).toBeNull();
    expect(screen.queryByTestId('verify-ledger')).toBeNull();
  });

  it('shows a refused code as the server says it (a literal % in the address does not break the page)', async () => {
    verifyTranscript.mockRejectedValue(new ApiError(10002, '验证码格式不正确'));
    routed('/verify/100%25');
    expect(await screen.findByText('验证码格式不正确')).toBeInTheDocument();
    expect(verifyTranscript).toHaveBeenCalledWith('100%');
  });

  it('opens the page of a code typed by hand, grouped in fours', async () => {
    answer({});
    const view = routed('/verify');
    expect(verifyTranscript).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: '验证码' }), { target: { value: 'abcd2345 efgh6789' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(view.location().pathname).toBe('/verify/ABCD-2345-EFGH-6789'));
    expect(await screen.findByTestId('verify-status')).toHaveTextContent('有效');
  });
});

describe('without a session', () => {
  const signedOut = { hasSession: false, modL: null, identity: 0, permissionsLoaded: false } as const;

  it('the route guard lets /verify and /verify/{code} through and still sends other pages to /login', () => {
    expect(routeGuard({ ...signedOut, path: '/verify/ABCD-2345-EFGH-6789' }).redirect).toBeUndefined();
    expect(routeGuard({ ...signedOut, path: '/verify' }).redirect).toBeUndefined();
    expect(routeGuard({ ...signedOut, path: '/report/501' }).redirect).toBe('/login');
    expect(routeGuard({ ...signedOut, path: '/usermng/export/transcript/list' }).redirect).toBe('/login');
    expect(routeGuard({ ...signedOut, path: '/verifying' }).redirect).toBe('/login');
  });

  const signedOutAuth: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => Promise.reject({ message: false, redirectTo: '/login' }),
    checkError: async () => undefined,
    getPermissions: async () => ({ modules: [], paths: [] }),
  };
  const app = (path: string) =>
    render(
      <TestMemoryRouter initialEntries={[path]}>
        <Admin requireAuth disableTelemetry authProvider={signedOutAuth} dataProvider={dataProvider()} i18nProvider={buildI18nProvider('zh-CN')} loginPage={() => <p>登录页</p>}>
          <CustomRoutes noLayout>{publicTranscriptRoutes}</CustomRoutes>
          <CustomRoutes>
            <Route path="/report/:id" element={<p>报表</p>} />
          </CustomRoutes>
        </Admin>
      </TestMemoryRouter>,
    );

  it('<Admin requireAuth> renders the verification page to a visitor', async () => {
    answer({});
    app('/verify/ABCD2345EFGH6789');
    expect(await screen.findByTestId('verify-status')).toHaveTextContent('有效');
    expect(screen.queryByText('登录页')).toBeNull();
  });

  it('…but not a staff page', async () => {
    app('/report/501');
    expect(await screen.findByText('登录页')).toBeInTheDocument();
    expect(screen.queryByText('报表')).toBeNull();
  });
});

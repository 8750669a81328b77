/**
 * Issue 14 defect 5 in the browser: a staff member whose password is an initial or reset one (POST
 * /login → identity 0, modL 0) is sent from sign-in to the forced change-password page exactly as a
 * student is, the menu is not requested, and after the change they sign in again and reach the app.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { LoginResult, School } from '../../common/api';
import { LoginPage } from '../../src/account';
import { ChangePasswordPage } from '../../src/account/ChangePasswordPage';
import { authProvider, RouteGuard } from '../../src/authProvider';
import { forgetModules } from '../../src/authProvider/modules';
import { renderInAdmin, serveApi, type SeenRequest } from './auth-helpers';

const SCHOOL: School = { id: 10001, name: '示范大学', firstLetter: 'S', logo: '', hoursUnit: '学时', scoreReportModel: 1, waysConvert: 1 };
const profile = (modL: 0 | 1): LoginResult => ({
  access_token: 'tok', isAdmin: 0, name: '赵老师', identity: 0, code: 'T2024001', isOpenHonorJoinNumber: 0, schoolId: 10001,
  schoolLogo: '', avatar: '', operatorId: 31, compulsoryName: '必修', electiveName: '选修', hoursUnit: '学时', schoolName: '示范大学',
  waysConvert: 1, roleName: '指导教师', lastLoginTime: null, decimalPlaces: 2, schoolCity: '武汉', modL,
});

let seen: SeenRequest[];
/** The fake server: the account's modL flips to 1 once the password is changed. */
function serve() {
  let modL: 0 | 1 = 0;
  seen = serveApi({
    'GET /common/login/verificationcode': () => ({ code: 0, data: { uuid: 'uuid-1', code: 'PNG' } }),
    'GET /common/all-school': () => ({ code: 0, data: [SCHOOL] }),
    'GET /token': () => ({ code: 0, data: { access_token: 'tok' } }),
    'POST /login': () => ({ code: 0, data: profile(modL) }),
    'GET /system/modules': () => (modL === 0 ? { code: 10003, msg: '请先修改初始密码' } : { code: 0, data: [] }),
    'POST /modify/password': () => {
      modL = 1;
      return { code: 0, data: null };
    },
    'POST /logout': () => ({ code: 10001, msg: '登录已失效,请重新登录' }),
  });
}

function App() {
  return (
    <>
      <RouteGuard />
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/changepassword" element={<ChangePasswordPage />} />
        <Route path="/" element={<div>首页</div>} />
      </Routes>
    </>
  );
}

async function signIn(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.click(await screen.findByText('示范大学'));
  await waitFor(() => expect(screen.getByTestId('chosen-school')).toHaveTextContent('示范大学'));
  await user.type(screen.getByLabelText('账号'), 'T2024001');
  await user.type(screen.getByLabelText('密码'), password);
  await user.type(screen.getByLabelText('验证码'), 'abcd{Enter}');
}

beforeEach(() => {
  forgetModules();
  serve();
});

describe('a staff member with an initial password (modL 0)', () => {
  // A whole journey of typing: more time than one screen's test under a loaded machine.
  it('is sent to the change-password page, then signs in again with the new password and reaches the app', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    let at = '';
    renderInAdmin(<App />, { authProvider, path: '/login', onLocation: (p) => (at = p) });
    await signIn(user, 'Kp7#wQ3$zR9m');

    await waitFor(() => expect(at).toBe('/changepassword'));
    expect(await screen.findByText('为了账号安全,请先修改初始密码')).toBeInTheDocument();
    expect(localStorage.getItem('modL')).toBe('0');
    expect(localStorage.getItem('identity')).toBe('0');
    expect(seen.some((r) => r.path === '/system/modules')).toBe(false);

    await user.type(screen.getByLabelText('原密码'), 'Kp7#wQ3$zR9m');
    await user.type(screen.getByLabelText('新密码'), 'Xk9#mQ2$vL');
    await user.type(screen.getByLabelText('确认新密码'), 'Xk9#mQ2$vL{Enter}');
    expect(await screen.findByText('密码修改成功,请重新登录')).toBeInTheDocument();
    await waitFor(() => expect(at).toBe('/login'));
    expect(localStorage.getItem('sessionKey')).toBeNull();
    expect(seen.find((r) => r.path === '/modify/password')!.params).toEqual({ old: 'Kp7#wQ3$zR9m', newPass: 'Xk9#mQ2$vL', confirm: 'Xk9#mQ2$vL' });

    await signIn(user, 'Xk9#mQ2$vL');
    expect(await screen.findByText('首页')).toBeInTheDocument();
    expect(at).toBe('/');
    expect(localStorage.getItem('modL')).toBe('1');
    expect(seen.filter((r) => r.path === '/system/modules')).toHaveLength(1);
  });
});

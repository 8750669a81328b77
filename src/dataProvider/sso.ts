/**
 * 系统设置 › 统一身份认证's verbs as typed custom methods of the data provider (issue 16; common/sso.ts).
 * Pages reach them with `useDataProvider<SsoDataProvider>()`; a 10002 names the field
 * ('参数错误: casServerUrl 格式不正确').
 */
import type { DataProvider } from 'react-admin';
import type { SsoConfigInput, SsoConfigView, SsoTestResult } from '../../common/sso';
import type { SsoTestParams } from '../../common/schemas/sso';
import type { DataClient } from './apiClient';

/** The methods bound to one client, as the data provider exposes them. */
export function ssoMethods(client: DataClient) {
  return {
    /** GET /system/sso/config → SsoConfigView (defaults when never saved; secrets only as hasClientSecret / hasThirdKey). */
    getSsoConfig: () => client.get<SsoConfigView>('/system/sso/config', {}),
    /** POST /system/sso/config/save SsoConfigInput (clientSecret / thirdKey '' keep the stored value) → SsoConfigView. */
    saveSsoConfig: (input: SsoConfigInput) => client.post<SsoConfigView>('/system/sso/config/save', input),
    /** POST /system/sso/config/test {protocol?, casServerUrl?, oidcIssuer?} (the form's, unsaved) → SsoTestResult {ok, message, elapsedMs}. */
    testSsoConnection: (params: SsoTestParams) => client.post<SsoTestResult>('/system/sso/config/test', params),
  };
}

export type SsoMethods = ReturnType<typeof ssoMethods>;

/** The data provider with the 统一身份认证 verbs: `useDataProvider<SsoDataProvider>()`. */
export type SsoDataProvider = DataProvider & SsoMethods;

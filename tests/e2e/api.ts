/**
 * The school API over HTTP for journeys that need a quick set-up step (plain codec, as `npm start`
 * runs by default): sign in with the test captcha and call endpoints the way the web app does.
 */
import { encodeParams, makeCodec } from '../../common/codec';
import type { Envelope } from '../../common/envelope';

const codec = makeCodec('plain');

/** One call → its envelope (throws on HTTP failure). */
export async function apiCall<T = unknown>(baseUrl: string, token: string | null, method: 'GET' | 'POST', path: string, params: unknown = {}): Promise<Envelope<T>> {
  const encoded = encodeURIComponent(encodeParams(codec, params));
  const headers: Record<string, string> = {};
  if (token) headers.authorization = JSON.stringify({ token, platform: 3, timestamp: Date.now() });
  const res =
    method === 'GET'
      ? await fetch(`${baseUrl}/api${path}?params=${encoded}`, { headers })
      : await fetch(`${baseUrl}/api${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: `params=${encoded}`,
        });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status}`);
  return (await res.json()) as Envelope<T>;
}

/** Signs in to 示范大学 (or `schoolId`) and returns the session token. */
export async function apiSignIn(baseUrl: string, captcha: string, username: string, password: string, schoolId = 10001): Promise<string> {
  const c = await apiCall<{ uuid: string }>(baseUrl, null, 'GET', '/common/login/verificationcode');
  const t = await apiCall<{ access_token: string }>(baseUrl, null, 'GET', '/token', { uuid: c.data.uuid, schoolId, username, password, captcha });
  if (t.code !== 0) throw new Error(`sign-in of ${username} failed: ${t.msg}`);
  return t.data.access_token;
}

/** Like apiCall but throws unless the code is 0; returns data. */
export async function apiOk<T = unknown>(baseUrl: string, token: string, method: 'GET' | 'POST', path: string, params: unknown = {}): Promise<T> {
  const env = await apiCall<T>(baseUrl, token, method, path, params);
  if (env.code !== 0) throw new Error(`${method} ${path} → ${env.code} ${env.msg}`);
  return env.data;
}

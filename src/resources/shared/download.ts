/**
 * Saves a file the school API serves (GET /jobs/download, /school/student/import-template): the
 * request carries the Authorization credential like every call (spec §7), the reply is read as a
 * blob and handed to the browser as a download. A reply that is an envelope instead (an error such
 * as 10003) rejects with ApiError after the shared error toast.
 */
import { encodeParams } from '../../../common/codec';
import { authorizationHeader, client, ApiError, type ApiClient } from '../../dataProvider/apiClient';
import { notify } from '../../dataProvider/notify';
import { getToken } from '../../authProvider/session';

/** The file name of a Content-Disposition header (RFC 6266 filename* first), or null. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1].trim());
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1] : null;
}

/** Offers `blob` to the user as a file named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GETs `path` with `params` and saves the reply; returns the saved file name. */
export async function downloadFile(path: string, params: object, fallbackName: string, api: ApiClient = client): Promise<string> {
  const url = `${path}?${new URLSearchParams({ params: encodeParams(api.codec, params) }).toString()}`;
  const res = await api.axios.get(url, {
    responseType: 'blob',
    headers: { Authorization: authorizationHeader(api.codec, getToken()) },
  });
  const blob = res.data as Blob;
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('json') || type.startsWith('text/plain')) {
    const text = await blob.text();
    let msg = text;
    let code = -1;
    try {
      const env = JSON.parse(text) as { code: number; msg: string };
      msg = env.msg;
      code = env.code;
    } catch {
      /* not JSON: show the text */
    }
    notify({ message: msg, fallback: msg, type: 'error', closable: true, autoHideDuration: 3500 });
    throw new ApiError(code, msg);
  }
  const name = fileNameFromDisposition(String(res.headers['content-disposition'] ?? '')) ?? fallbackName;
  saveBlob(blob, name);
  return name;
}

/**
 * Typed custom methods for files and background jobs (spec §5 uploads, §7 "Uploads", issue 3
 * contract (d) jobs): upload an image or attachment, start a spreadsheet import, read a job's
 * status, and save a file the API serves (templates, exports, transcripts). Every page that uploads,
 * imports, follows a job or downloads goes through these, with `useDataProvider<FileDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import type { UploadedFile } from '../../common/activities';
import { encodeParams } from '../../common/codec';
import type { JobStarted, JobView } from '../../common/jobs';
import { getToken } from '../authProvider/session';
import { ApiError, authorizationHeader, client as appClient, type ApiClient, type RequestOptions } from './apiClient';

/** The client surface these methods use; parts a test fake leaves out fall back to the app's client. */
export type FileClient = Pick<ApiClient, 'get'> & Partial<Pick<ApiClient, 'upload' | 'axios' | 'codec'>>;

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

export function fileMethods(client: FileClient) {
  const upload = <T>(path: string, file: Blob, params?: object, opts?: RequestOptions) =>
    (client.upload ?? appClient.upload)<T>(path, file, params, opts);
  return {
    /**
     * POST /upload/image {file} → {url, name, size} (gif/jpeg/jpg/png under 3 MB, spec §5). The
     * field that uploads shows the refusal.
     */
    uploadImage: (file: Blob) => upload<UploadedFile>('/upload/image', file),
    /** POST /upload/file {file} → {url, name, size} (attachments under 5 MB, spec §5), as above. */
    uploadFile: (file: Blob) => upload<UploadedFile>('/upload/file', file),
    /**
     * POST `endpoint` multipart {file, params} → {id} of the import job (students, declarations…;
     * `params.mode` 'dryRun' checks only). Refusals: 10002 too large, not a spreadsheet.
     */
    startImport: (endpoint: string, file: Blob, params: object) => upload<JobStarted>(endpoint, file, params),
    /** GET /jobs/status {id} → {status queued|running|done|failed, progress 0–100, result, error}. */
    getJobStatus: <R = unknown>(id: string) => client.get<JobView<R>>('/jobs/status', { id }),
    /**
     * GETs `path` with `params` carrying the credential like every call (spec §7), saves the reply
     * as a file and resolves with the saved name (Content-Disposition, else `fallbackName`). A reply
     * that is an envelope instead (say 10003) rejects with ApiError {code, msg}; the caller shows it.
     */
    downloadFile: async (path: string, params: object, fallbackName: string): Promise<string> => {
      const http = client.axios ?? appClient.axios;
      const codec = client.codec ?? appClient.codec;
      const url = `${path}?${new URLSearchParams({ params: encodeParams(codec, params) }).toString()}`;
      const res = await http.get(url, { responseType: 'blob', headers: { Authorization: authorizationHeader(codec, getToken()) } });
      const blob = res.data as Blob;
      const type = String(res.headers['content-type'] ?? '');
      if (type.includes('json') || type.startsWith('text/plain')) {
        const text = await blob.text();
        let msg = text;
        let code = -1;
        try {
          ({ code, msg } = JSON.parse(text) as { code: number; msg: string });
        } catch {
          /* not JSON: show the text */
        }
        throw new ApiError(code, msg);
      }
      const name = fileNameFromDisposition(String(res.headers['content-disposition'] ?? '')) ?? fallbackName;
      saveBlob(blob, name);
      return name;
    },
  };
}

export type FileMethods = ReturnType<typeof fileMethods>;

/** The data provider with the file and job verbs. */
export type FileDataProvider = DataProvider & FileMethods;

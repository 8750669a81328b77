/**
 * Typed custom methods of 成绩单 (issue 7; spec §2 /report, /student/transcript, /verify): the
 * preview as it would be issued now, issuing, the issued list and its 撤销, the batch job and the
 * public verification. The batch list is the `transcriptBatches` resource; files (the PDF, the
 * batch ZIP) are saved with files.ts `downloadFile`. Pages reach these with
 * `useDataProvider<TranscriptDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import type { Page } from '../../common/envelope';
import type { JobStarted } from '../../common/jobs';
import type { IssuedTranscript, TranscriptBatchInput, TranscriptContent, TranscriptRow, VerifyResult } from '../../common/transcripts';
import type { DataClient } from './apiClient';

/** The newest issued transcripts a list shows (the protocol's largest page, spec §7). */
export const ISSUED_LIST_SIZE = 40;

export function transcriptMethods(client: DataClient) {
  return {
    /** GET /transcript/preview {userId} → TranscriptContent of that student as it would be issued now. */
    getTranscriptPreview: (userId: number) => client.get<TranscriptContent>('/transcript/preview', { userId }),
    /** GET /student/transcript/preview → TranscriptContent of the signed-in student. */
    getMyTranscriptPreview: () => client.get<TranscriptContent>('/student/transcript/preview'),
    /**
     * Issues a transcript → IssuedTranscript (content as issued, code, QR): `userId` given → POST
     * /transcript/issue {userId} (成绩单导出); absent → POST /student/transcript/issue {} (the student's own).
     */
    issueTranscript: (userId?: number) =>
      userId === undefined
        ? client.post<IssuedTranscript>('/student/transcript/issue', {})
        : client.post<IssuedTranscript>('/transcript/issue', { userId }),
    /**
     * The newest issued transcripts (at most ISSUED_LIST_SIZE) → TranscriptRow[]: `userId` given →
     * GET /transcript/list {current, size, userId}; absent → GET /student/transcript/list {current, size}.
     */
    getIssuedTranscripts: async (userId?: number): Promise<TranscriptRow[]> => {
      const page = { current: 1, size: ISSUED_LIST_SIZE };
      const reply =
        userId === undefined
          ? await client.get<Page<TranscriptRow> | null>('/student/transcript/list', page)
          : await client.get<Page<TranscriptRow> | null>('/transcript/list', { ...page, userId });
      return reply?.list ?? [];
    },
    /** POST /transcript/revoke {id, reason} 撤销 (reason required). Asked silently: the dialog shows the refusal. */
    revokeTranscript: (id: number, reason: string) => client.post<unknown>('/transcript/revoke', { id, reason }),
    /** POST /transcript/batch TranscriptBatchInput (exactly one selector) → the batch job's {id}; refusals toast. */
    startTranscriptBatch: (input: TranscriptBatchInput) => client.post<JobStarted>('/transcript/batch', input),
    /**
     * GET /verify/info {code} → VerifyResult (public, no sign-in). Asked silently and without the 10001
     * redirect: the page says what went wrong.
     */
    verifyTranscript: (code: string) => client.get<VerifyResult>('/verify/info', { code }, { redirectOnExpiry: false }),
  };
}

export type TranscriptMethods = ReturnType<typeof transcriptMethods>;

/** The data provider with the transcript verbs. */
export type TranscriptDataProvider = DataProvider & TranscriptMethods;

/**
 * 签发并下载PDF / 下载PDF (issue 7): issues the transcript (staff: POST /transcript/issue {userId};
 * the student: POST /student/transcript/issue), then downloads its PDF (GET /transcript/pdf {id},
 * fetched with the session like every file). The issued transcript is kept so that the page can show
 * its QR code and code, and print them.
 */
import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { IssuedTranscript } from '../../../common/transcripts';
import { api } from '../../dataProvider/apiClient';
import { downloadFile } from '../shared/download';
import { pdfFallbackName } from './format';

/** GET /transcript/pdf {id} saved as the server names it, else '{studentCode}_{name}.pdf'. */
export function downloadTranscriptPdf(issued: Pick<IssuedTranscript, 'id'> & { content?: { student: { code: string; name: string } } }): Promise<string> {
  return downloadFile('/transcript/pdf', { id: issued.id }, pdfFallbackName(issued.content?.student ?? {}));
}

export interface IssueState {
  issued: IssuedTranscript | null;
  busy: boolean;
  /** Issues, then downloads; resolves to the issued transcript, or null when a call failed (the client toasted). */
  issueAndDownload: () => Promise<IssuedTranscript | null>;
}

/** `userId` given → the staff endpoint for that student; absent → the signed-in student's own. */
export function useIssueAndDownload(userId?: number | string): IssueState {
  // Kept in the query cache so that switching between 概要版 and 明细版 keeps the issued one.
  const queryClient = useQueryClient();
  const key = ['transcript-issued', userId === undefined ? 'self' : String(userId)];
  const { data: issued = null } = useQuery<IssuedTranscript | null>({ queryKey: key, queryFn: () => null, enabled: false });
  const setIssued = (made: IssuedTranscript) => queryClient.setQueryData(key, made);
  const [busy, setBusy] = useState(false);
  const issueAndDownload = useCallback(async () => {
    setBusy(true);
    try {
      const made =
        userId === undefined
          ? await api.post<IssuedTranscript>('/student/transcript/issue', {})
          : await api.post<IssuedTranscript>('/transcript/issue', { userId: Number(userId) });
      setIssued(made);
      await downloadTranscriptPdf(made);
      return made;
    } catch {
      return null;
    } finally {
      setBusy(false);
    }
  }, [userId]); // eslint-disable-line react-hooks/exhaustive-deps
  return { issued, busy, issueAndDownload };
}

/**
 * 签发并下载PDF / 下载PDF (issue 7): issues the transcript (the provider's issueTranscript — staff:
 * POST /transcript/issue {userId}; the student: POST /student/transcript/issue), then downloads its
 * PDF (GET /transcript/pdf {id}, saved with files.ts downloadFile, with the session like every
 * file). The issued transcript is kept so that the page can show its QR code and code, and print them.
 */
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { IssuedTranscript } from '../../../common/transcripts';
import type { FileDataProvider } from '../../dataProvider/files';
import type { TranscriptDataProvider } from '../../dataProvider/transcripts';
import { pdfFallbackName } from './format';

/** GET /transcript/pdf {id} saved as the server names it, else '{studentCode}_{name}.pdf'. */
export function downloadTranscriptPdf(
  dataProvider: Pick<FileDataProvider, 'downloadFile'>,
  issued: Pick<IssuedTranscript, 'id'> & { content?: { student: { code: string; name: string } } },
): Promise<string> {
  return dataProvider.downloadFile('/transcript/pdf', { id: issued.id }, pdfFallbackName(issued.content?.student ?? {}));
}

export interface IssueState {
  issued: IssuedTranscript | null;
  busy: boolean;
  /** Issues, then downloads; resolves to the issued transcript, or null when a call failed (the QueryClient showed its toast). */
  issueAndDownload: () => Promise<IssuedTranscript | null>;
}

/** `userId` given → the staff endpoint for that student; absent → the signed-in student's own. */
export function useIssueAndDownload(userId?: number | string): IssueState {
  const dataProvider = useDataProvider<TranscriptDataProvider & FileDataProvider>();
  // Kept in the query cache so that switching between 概要版 and 明细版 keeps the issued one.
  const queryClient = useQueryClient();
  const key = ['transcript-issued', userId === undefined ? 'self' : String(userId)];
  const { data: issued = null } = useQuery<IssuedTranscript | null>({ queryKey: key, queryFn: () => null, enabled: false });
  const setIssued = (made: IssuedTranscript) => queryClient.setQueryData(key, made);
  const issue = useMutation({
    mutationFn: async () => {
      const made = await dataProvider.issueTranscript(userId === undefined ? undefined : Number(userId));
      setIssued(made);
      await downloadTranscriptPdf(dataProvider, made);
      return made;
    },
  });
  const { mutateAsync } = issue;
  // A failed call resolves null: the QueryClient has shown its toast.
  const issueAndDownload = useCallback(() => mutateAsync().catch(() => null), [mutateAsync]);
  return { issued, busy: issue.isPending, issueAndDownload };
}

/**
 * 我的成绩单 (/student/transcript, student module 1004; issue 7): the student's own transcript as it
 * would be issued now (getMyTranscriptPreview: GET /student/transcript/preview), in the school's layout (scoreReportModel),
 * with 打印 and 下载PDF (POST /student/transcript/issue, then GET /transcript/pdf {id}), and the
 * transcripts issued so far (GET /student/transcript/list) with their state, code and PDF.
 * Works at 375 px: the sheet reflows and nothing scrolls the page sideways.
 */
import { Box, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider } from 'react-admin';
import { ReportLayout, type TranscriptContent } from '../../../common/transcripts';
import type { TranscriptDataProvider } from '../../dataProvider/transcripts';
import { IssuedList } from './IssuedList';
import type { Layout } from './paths';
import { NO_PRINT, PrintStyles } from './PrintStyles';
import { TranscriptBody, TranscriptButtons } from './TranscriptBody';
import { useIssueAndDownload } from './useIssue';

/** The school's layout: scoreReportModel 2 → detailed, anything else → summary. */
export const layoutOf = (scoreReportModel: number | null | undefined): Layout =>
  Number(scoreReportModel) === ReportLayout.DETAILED ? ReportLayout.DETAILED : ReportLayout.SUMMARY;

export default function StudentTranscriptPage() {
  const dataProvider = useDataProvider<TranscriptDataProvider>();
  const { data, isPending, isError } = useQuery<TranscriptContent>({
    queryKey: ['student-transcript-preview'],
    queryFn: () => dataProvider.getMyTranscriptPreview(),
    retry: false,
  });
  const { issued, busy, issueAndDownload } = useIssueAndDownload();
  const content = issued?.content ?? data;
  const layout = layoutOf(content?.school.scoreReportModel);

  return (
    <Box sx={{ maxWidth: '100%', overflowX: 'hidden' }}>
      <Title title="transcripts.mine.title" />
      <PrintStyles />
      <Stack className={NO_PRINT} direction="row" sx={{ maxWidth: '210mm', mx: 'auto', mb: 2, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <TranscriptButtons ready={!!content} busy={busy} label="transcripts.action.download" onIssue={() => void issueAndDownload()} />
      </Stack>
      <TranscriptBody content={content} layout={layout} issued={issued} failed={isError} pending={isPending} />
      <IssuedList places={content?.school.decimalPlaces ?? 2} refreshKey={issued?.id ?? null} />
    </Box>
  );
}

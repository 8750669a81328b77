/**
 * The report pages of spec §2 (/report/{id}, /report2/{id} → summary; /reportDetail/{id} and its
 * variants → detailed), id = the student's userId; shown without the shell (src/layout/bareLayout.ts)
 * so that screen and paper match. Data: getTranscriptPreview → GET /transcript/preview {userId} →
 * TranscriptContent.
 * Toolbar (never printed): 返回, 概要版 / 明细版, 打印, 签发并下载PDF (POST /transcript/issue, then the
 * PDF); once issued the sheet shows the content as issued with its QR code and code. Holders of
 * 成绩单导出 also see the student's issued transcripts below, with 撤销.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { ReportLayout, type TranscriptContent } from '../../../common/transcripts';
import { useCan } from '../../authProvider/permissions';
import type { TranscriptDataProvider } from '../../dataProvider/transcripts';
import { IssuedList } from './IssuedList';
import { BATCH_PATH, reportPath, STUDENT_LIST_MODULE, type Layout } from './paths';
import { NO_PRINT, PrintStyles } from './PrintStyles';
import { TranscriptBody, TranscriptButtons } from './TranscriptBody';
import { useIssueAndDownload } from './useIssue';

/** GET /transcript/preview {userId}: the student's transcript as it would be issued now. */
export function useTranscriptPreview(userId: string | undefined) {
  const dataProvider = useDataProvider<TranscriptDataProvider>();
  return useQuery<TranscriptContent>({
    queryKey: ['transcript-preview', userId],
    queryFn: () => dataProvider.getTranscriptPreview(Number(userId)),
    enabled: !!userId && /^\d+$/.test(userId),
    retry: false,
  });
}

export function ReportPage({ layout }: { layout: Layout }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { id } = useParams();
  const { data, isPending, isError } = useTranscriptPreview(id);
  const { issued, busy, issueAndDownload } = useIssueAndDownload(id);
  const content = issued?.content ?? data;
  const validId = !!id && /^\d+$/.test(id);
  // Issuing, listing and revoking belong to 成绩单导出; 学生列表 alone may only look and print.
  const canIssue = useCan(BATCH_PATH);

  return (
    <Box sx={{ bgcolor: '#e9edf2', minHeight: '100vh', py: { xs: 0, sm: 3 } }}>
      <Title title="transcripts.title" />
      <PrintStyles />
      <Stack
        className={NO_PRINT}
        direction="row"
        sx={{ maxWidth: '210mm', mx: 'auto', mb: 2, px: { xs: 1, sm: 0 }, pt: { xs: 1, sm: 0 }, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        {/* Back where the user came from; a page opened on its own goes to the student list. */}
        <Button startIcon={<ArrowBackIcon />} onClick={() => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(STUDENT_LIST_MODULE))}>
          {translate('transcripts.action.back')}
        </Button>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={layout}
          aria-label={translate('transcripts.layout.label')}
          onChange={(_, next: Layout | null) => next && id && navigate(reportPath(id, next), { replace: true })}
        >
          <ToggleButton value={ReportLayout.SUMMARY}>{translate('transcripts.layout.1')}</ToggleButton>
          <ToggleButton value={ReportLayout.DETAILED}>{translate('transcripts.layout.2')}</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <TranscriptButtons ready={!!content} busy={busy} label={canIssue ? 'transcripts.action.issue' : undefined} onIssue={() => void issueAndDownload()} />
      </Stack>
      <TranscriptBody
        content={content} layout={layout} issued={issued} failed={isError || !validId} pending={isPending} alertSx={{ maxWidth: '210mm', mx: 'auto' }}
      />
      {canIssue && validId && content && (
        <IssuedList userId={id} places={content.school.decimalPlaces} refreshKey={issued?.id ?? null} canRevoke />
      )}
    </Box>
  );
}

export const SummaryReportPage = () => <ReportPage layout={ReportLayout.SUMMARY} />;
export const DetailedReportPage = () => <ReportPage layout={ReportLayout.DETAILED} />;
export default SummaryReportPage;

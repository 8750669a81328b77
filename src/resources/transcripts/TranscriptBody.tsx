/**
 * What the admin report page (/score/report) and the student's 我的成绩单 share: the 打印 and
 * issue-and-download buttons, and the printable body — the transcript once loaded, a warning when
 * it cannot be, a spinner meanwhile.
 */
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, CircularProgress, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { IssuedTranscript, TranscriptContent } from '../../../common/transcripts';
import type { Layout } from './paths';
import { PRINT_ROOT } from './PrintStyles';
import { TranscriptView } from './TranscriptView';

/** 打印 (the browser's print dialog) and the issue button (`label`, an i18n key), both off until there is content. */
export function TranscriptButtons({ ready, busy, label, onIssue }: { ready: boolean; busy: boolean; label?: string; onIssue: () => void }) {
  const translate = useTranslate();
  return (
    <>
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!ready}>
        {translate('transcripts.action.print')}
      </Button>
      {label ? (
        <Button
          variant="contained"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <PictureAsPdfIcon />}
          onClick={onIssue}
          disabled={!ready || busy}
        >
          {translate(label)}
        </Button>
      ) : null}
    </>
  );
}

/** The printable part; `failed` shows the warning (with `alertSx`) when there is no content. */
export function TranscriptBody({ content, layout, issued, failed, pending, alertSx }: {
  content: TranscriptContent | undefined;
  layout: Layout;
  issued: IssuedTranscript | null;
  failed: boolean;
  pending: boolean;
  alertSx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  return (
    <Box className={PRINT_ROOT}>
      {content ? (
        <TranscriptView content={content} layout={layout} issued={issued} />
      ) : failed ? (
        <Alert severity="warning" sx={alertSx}>
          {translate('transcripts.loadFailed')}
        </Alert>
      ) : pending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={translate('transcripts.loading')} />
        </Box>
      ) : null}
    </Box>
  );
}

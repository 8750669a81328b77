/**
 * 成绩单验证 (issue 7; public, no sign-in, phone first): /verify/{code} opens from a transcript's QR
 * code and shows the school, the status — 有效, 已被篡改, 已撤销 (with the reason), 已被新版本取代, 未找到 —
 * the student's masked name and number, the issue date, the totals as issued per module, 总学时 and
 * the score, and whether today's hours ledger still gives the same figures. A code typed by hand
 * (with or without dashes) opens the same page. The same page verifies a volunteer's service
 * certificate (issue 19): it then says so and shows the volunteer number, organisation, number of
 * approved records and total service hours. Data: verifyTranscript → GET /verify/info {code} →
 * VerifyResult.
 */
import { useEffect, useState, type FormEvent } from 'react';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import HelpOutline from '@mui/icons-material/HelpOutline';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import UpdateOutlined from '@mui/icons-material/UpdateOutlined';
import { Alert, Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { VerifyResult } from '../../../common/transcripts';
import { SILENT } from '../../dataProvider';
import type { TranscriptDataProvider } from '../../dataProvider/transcripts';
import { groupCode } from './format';
import { verifyPath } from './paths';

type Status = VerifyResult['status'];

const BANNER: Record<Status, { color: string; bg: string; Icon: typeof CheckCircleOutline }> = {
  valid: { color: '#1b6e3a', bg: '#e7f4ec', Icon: CheckCircleOutline },
  altered: { color: '#b3261e', bg: '#fdecea', Icon: ReportProblemOutlined },
  revoked: { color: '#b3261e', bg: '#fdecea', Icon: CancelOutlined },
  superseded: { color: '#8a5300', bg: '#fff4e5', Icon: UpdateOutlined },
  notFound: { color: '#55606e', bg: '#eef1f5', Icon: HelpOutline },
};

/** GET /verify/info {code}: public, so no session handling and no toast (the page says what went wrong). */
export function useVerify(code: string) {
  const dataProvider = useDataProvider<TranscriptDataProvider>();
  return useQuery<VerifyResult>({
    ...SILENT,
    queryKey: ['verify', code],
    queryFn: () => dataProvider.verifyTranscript(code),
    enabled: code !== '',
    retry: false,
  });
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75, borderBottom: '1px solid #e3e8ee' }}>
      <Typography color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography sx={{ textAlign: 'right', overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

function Result({ result }: { result: VerifyResult }) {
  const translate = useTranslate();
  const banner = BANNER[result.status] ?? BANNER.notFound;
  const found = result.status !== 'notFound';
  return (
    <Stack spacing={2}>
      <Box
        role="status"
        data-testid="verify-status"
        data-status={result.status}
        sx={{ bgcolor: banner.bg, color: banner.color, borderRadius: 2, px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
      >
        <banner.Icon sx={{ fontSize: 32, mt: 0.25 }} />
        <Box>
          <Typography sx={{ fontWeight: 700, fontSize: 18 }}>{translate(`transcripts.verify.status.${result.status}`)}</Typography>
          <Typography variant="body2">
            {translate(result.document === 'volunteerCertificate' ? `transcripts.verify.certificateExplain.${result.status}` : `transcripts.verify.explain.${result.status}`)}
          </Typography>
          {result.status === 'revoked' && (
            <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="verify-revoke">
              {translate('transcripts.verify.revokedAt', { time: result.revokedAt ?? '-', reason: result.revokeReason || '-' })}
            </Typography>
          )}
        </Box>
      </Box>
      {found && (
        <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
          <Row label={translate('transcripts.verify.document')} value={translate(`transcripts.verify.documents.${result.document ?? 'transcript'}`)} testId="verify-document" />
          <Row label={translate('transcripts.student.name')} value={result.studentName} testId="verify-name" />
          <Row label={translate('transcripts.student.code')} value={result.studentCode} testId="verify-code" />
          <Row label={translate('transcripts.issueDate')} value={result.issueDate} testId="verify-date" />
          {result.volunteer ? (
            <>
              <Row label={translate('transcripts.verify.volunteerNo')} value={result.volunteer.volunteerNo} />
              <Row label={translate('transcripts.verify.organization')} value={result.volunteer.organizationName} />
              <Row label={translate('transcripts.verify.serviceRecords')} value={translate('transcripts.verify.recordCount', { count: result.volunteer.recordCount })} />
              <Row label={translate('transcripts.verify.serviceHours')} value={result.totalHours} testId="verify-total" />
            </>
          ) : (
            <>
              {result.byClassify.map((c) => (
                <Row key={c.classifyName} label={c.classifyName} value={c.hours} />
              ))}
              <Row label={translate('transcripts.total.hours')} value={result.totalHours} testId="verify-total" />
              <Row label={result.scoreUnit} value={result.score} testId="verify-score" />
            </>
          )}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ pt: 0.75 }}>
            {translate('transcripts.verify.asIssued')}
          </Typography>
        </Paper>
      )}
      {found && (
        <Alert severity={result.matchesLedger ? 'success' : 'warning'} data-testid="verify-ledger">
          {translate(result.matchesLedger ? 'transcripts.verify.ledgerMatch' : 'transcripts.verify.ledgerMismatch')}
        </Alert>
      )}
    </Stack>
  );
}

export default function VerifyPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { code: param = '' } = useParams();
  const code = param.trim(); // react-router has already decoded the segment
  const [typed, setTyped] = useState(groupCode(code));
  useEffect(() => setTyped(groupCode(code)), [code]);
  const { data, isFetching, isError, error } = useVerify(code);
  useEffect(() => {
    document.title = translate('transcripts.verify.title');
  }, [translate]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = groupCode(typed);
    if (next) navigate(verifyPath(next));
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: '#f3f5f8', px: 2, py: 3, boxSizing: 'border-box' }}>
      <Stack spacing={2.5} sx={{ maxWidth: 520, mx: 'auto' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {data?.schoolLogo ? (
            <Box component="img" src={data.schoolLogo} alt="" sx={{ width: 44, height: 44 }} />
          ) : (
            <SchoolOutlined sx={{ fontSize: 40, color: '#0d3b73' }} />
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography component="p" sx={{ fontWeight: 600, fontSize: 18 }} data-testid="verify-school">
              {data?.schoolName || translate('transcripts.verify.platform')}
            </Typography>
            <Typography component="h1" variant="body2" color="text.secondary">
              {translate('transcripts.verify.title')}
            </Typography>
          </Box>
        </Stack>

        {code && isFetching && !data ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={translate('transcripts.loading')} />
          </Box>
        ) : code && isError ? (
          <Alert severity="error">{(error as Error | null)?.message || translate('transcripts.verify.failed')}</Alert>
        ) : data ? (
          <Result result={data} />
        ) : null}

        <Paper component="form" variant="outlined" onSubmit={submit} sx={{ p: 2 }}>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>{translate('transcripts.verify.byHand')}</Typography>
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              fullWidth
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder="XXXX-XXXX-XXXX-XXXX"
              slotProps={{ htmlInput: { 'aria-label': translate('transcripts.code'), autoCapitalize: 'characters', spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
            <Button type="submit" variant="contained" disabled={!groupCode(typed)} sx={{ flexShrink: 0 }}>
              {translate('transcripts.verify.check')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}

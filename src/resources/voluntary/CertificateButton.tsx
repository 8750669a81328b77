/**
 * 志愿服务证明 (issue 19): issues the volunteer's certificate — staff for the volunteer shown
 * (/voluntary/management/list/show), the student for themself (/volunteer) — then downloads its PDF
 * (GET /volunteer/certificate/pdf {id}, files.ts downloadFile) and shows the verification code with
 * a link to its public page (/verify/{code}). A refusal is the QueryClient's toast.
 */
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { Button, Link, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FileDataProvider } from '../../dataProvider/files';
import type { VoluntaryDataProvider } from '../../dataProvider/voluntary';
import { groupCode } from '../transcripts/format';
import { verifyPath } from '../transcripts/paths';

export function CertificateButton({ volunteerId, variant = 'outlined' }: { volunteerId?: number; variant?: 'outlined' | 'contained' }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VoluntaryDataProvider & FileDataProvider>();
  const issue = useMutation({
    mutationFn: async () => {
      const cert = await dataProvider.issueVolunteerCertificate(volunteerId);
      const { studentCode, name } = cert.content.volunteer;
      await dataProvider.downloadFile('/volunteer/certificate/pdf', { id: cert.id }, `${studentCode}_${name}_志愿服务证明.pdf`);
      return cert;
    },
  });
  const code = issue.data?.code;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button size="small" variant={variant} startIcon={<WorkspacePremiumOutlined />} disabled={issue.isPending} onClick={() => issue.mutate()} data-testid="volunteer-certificate">
        {translate(issue.isPending ? 'voluntary.certificate.issuing' : 'voluntary.certificate.download')}
      </Button>
      {code ? (
        <Typography variant="caption" color="text.secondary" data-testid="volunteer-certificate-code">
          {translate('voluntary.certificate.code')}{' '}
          <Link href={verifyPath(groupCode(code))} target="_blank" rel="noopener">{groupCode(code)}</Link>
        </Typography>
      ) : null}
    </Stack>
  );
}

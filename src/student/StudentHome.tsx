/**
 * 我的首页, the student home (spec §2 "Student home"): basic information from the session, where
 * the hours will appear, and the hours rules of spec §1.
 */
import { Avatar, Box, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useTranslate } from 'react-admin';
import { readProfile } from '../layout/shellSession';

const RULES = ['total', 'caps', 'postgraduate', 'makeup'] as const;

function InfoRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <>
      <Typography color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 500 }} data-testid={testId}>
        {value || '-'}
      </Typography>
    </>
  );
}

export function StudentHome() {
  const translate = useTranslate();
  const profile = readProfile();
  const t = (key: string) => translate(`shell.student_home.${key}`);
  return (
    <Stack spacing={2.5} data-testid="student-home">
      <Card>
        <CardHeader title={t('basic_info')} slotProps={{ title: { variant: 'h6' } }} sx={{ pb: 0 }} />
        <CardContent sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
          <Avatar sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'primary.light', color: 'primary.main' }}>
            {profile.name.slice(0, 1)}
          </Avatar>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1.25, minWidth: 260 }}>
            <InfoRow label={t('name')} value={profile.name} testId="student-name" />
            <InfoRow label={t('code')} value={profile.userCode} testId="student-code" />
            <InfoRow label={t('school')} value={profile.schoolName} testId="student-school" />
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={t('hours_title')} slotProps={{ title: { variant: 'h6' } }} sx={{ pb: 0 }} />
        <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'center', color: 'text.secondary' }}>
          <InfoOutlined color="primary" />
          <Typography>{t('hours_note')}</Typography>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={t('rules_title')} slotProps={{ title: { variant: 'h6' } }} sx={{ pb: 0 }} />
        <CardContent>
          <Box component="ol" sx={{ m: 0, pl: 2.5, '& li': { py: 0.5, lineHeight: 1.8 } }}>
            {RULES.map((rule) => (
              <li key={rule}>{t(`rules.${rule}`)}</li>
            ))}
          </Box>
        </CardContent>
      </Card>
    </Stack>
  );
}

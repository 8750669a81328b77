/**
 * 基本信息 of the student home (spec §2; §3 student info): photo (cardPhoto, or the name's first
 * character), 姓名, 性别 (2 female, otherwise male), 学号, 年级, 政治面貌, 民族 (a fixed value),
 * 学院, 专业, 班级. While the info loads, or when it cannot, the session's name and number stand in.
 */
import { Avatar, Box, Card, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { politicsLabel } from '../../../common/enums';
import { FIXED_ETHNICITY, type StudentInfo } from '../../../common/studentHome';
import { readProfile } from '../../layout/shellSession';

function Field({ label, value, testId, loading }: { label: string; value: string; testId: string; loading: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, minWidth: 0, py: 0.25, alignItems: 'baseline' }}>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap', flexShrink: 0, minWidth: { xs: '4.5em', sm: 0 } }}>
        {label}
      </Typography>
      {loading && !value ? (
        <Skeleton width={64} />
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }} data-testid={testId}>
          {value || '-'}
        </Typography>
      )}
    </Box>
  );
}

export function BasicInfoCard({ info, loading }: { info: StudentInfo | undefined; loading: boolean }) {
  const translate = useTranslate();
  const profile = readProfile();
  const t = (key: string) => translate(`studentHome.home.field.${key}`);
  const name = info?.name || profile.name;
  const fields: [string, string][] = [
    ['name', name],
    ['gender', info ? translate(`studentHome.home.gender.${info.gender === 2 ? 'female' : 'male'}`) : ''],
    ['code', info?.code || profile.userCode],
    ['grade', info?.grade ?? ''],
    ['politics', info ? translate(`students.politics.${info.politics}`, { _: politicsLabel(info.politics) }) : ''],
    ['ethnicity', FIXED_ETHNICITY],
    ['department', info?.departmentName ?? ''],
    ['major', info?.majorName ?? ''],
    ['class', info?.className ?? ''],
  ];
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader title={translate('studentHome.home.basic_info')} slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 600 } } }} sx={{ pb: 0 }} />
      <CardContent sx={{ display: 'flex', gap: { xs: 2, sm: 3 }, alignItems: 'flex-start' }}>
        <Avatar
          src={info?.cardPhoto || undefined}
          alt={name}
          data-testid="student-photo"
          sx={{ width: { xs: 56, sm: 72 }, height: { xs: 56, sm: 72 }, fontSize: { xs: 24, sm: 30 }, bgcolor: 'primary.light', color: 'primary.contrastText' }}
        >
          {name.slice(0, 1)}
        </Avatar>
        <Box sx={{ flex: 1, width: '100%', display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }, columnGap: 2, rowGap: 0.75 }}>
          {fields.map(([key, value]) => (
            <Field key={key} label={t(key)} value={value} testId={`student-${key}`} loading={loading && !info} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

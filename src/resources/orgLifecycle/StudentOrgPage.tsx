/**
 * 我的组织 (/student/organization, student module 1007; issue 19): a student applies from their
 * phone — to found an organisation or a volunteer team, or, for one they lead, to register it, send
 * its annual review, ask for an appraisal or deregister it — and follows their applications (status,
 * the rejection's reason; a tap opens one, where a rejected one is corrected and resubmitted).
 * Data: getList('myOrgApplications') → GET /organization/lifecycle/mine; POST /organization/lifecycle/apply.
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { academicYearLabel, type OrgApplicationRow } from '../../../common/orgLifecycle';
import { minute } from '../audits/cells';
import { EmptyState } from '../shared/EmptyState';
import { ApplyDialog } from './ApplyDialog';
import { ApplyStatusChip } from './chips';
import { STUDENT_ORG_SHOW_PATH } from './paths';
import { OpenWindowsLine } from '../fields/OpenWindowsLine';

export default function StudentOrgPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { data, isPending, refetch } = useGetList<OrgApplicationRow>('myOrgApplications', { pagination: { page: 1, perPage: 40 } });
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 }, maxWidth: 720, mx: 'auto' }}>
      <Title title="orgLifecycle.title.mine" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h6" component="h1">{translate('orgLifecycle.title.mine')}</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>{translate('orgLifecycle.action.new')}</Button>
      </Stack>
      {/* Issue 21 组织工作安排: the processes open today. */}
      <OpenWindowsLine />
      {isPending ? (
        <Stack spacing={1}>{[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={72} />)}</Stack>
      ) : !data?.length ? (
        <EmptyState message="orgLifecycle.empty.mine" />
      ) : (
        <Stack spacing={1.5}>
          {data.map((a) => (
            <Card key={a.id} variant="outlined">
              <CardActionArea onClick={() => navigate(`${STUDENT_ORG_SHOW_PATH}?id=${a.id}`)}>
                <CardContent sx={{ py: 1.5 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                    <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{a.name}</Typography>
                    <ApplyStatusChip status={a.status} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {[translate(`orgLifecycle.kind.${a.kind}`), academicYearLabel(a.academicYear), minute(a.applyTime)].filter(Boolean).join(' · ')}
                  </Typography>
                  {a.status === 3 && a.opinion ? <Typography variant="body2" color="error">{translate('orgLifecycle.detail.rejected_reason', { reason: a.opinion })}</Typography> : null}
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}
      <ApplyDialog open={open} onClose={() => setOpen(false)} onSaved={() => { setOpen(false); void refetch(); }} />
    </Box>
  );
}

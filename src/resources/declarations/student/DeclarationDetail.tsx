/**
 * 申报详情 (/student/declare/detail?id=; issue 5, contract getOne('declarations') → GET
 * /project/apply/detail {id} → DeclarationDetail): the project, award level, module, hours (granted once approved), related
 * activity (linked to its detail), time, status with the reject reason, the statement, the
 * attachments and the review history; 撤回 while pending (canWithdraw).
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { Box, Button, Card, CardContent, Divider, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useGetOne, useNavigate, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { AuditHistoryItem } from '../../../../common/activities';
import type { DeclarationDetail as Detail } from '../../../../common/declarations';
import { useHoursFormat } from '../../audits/cells';
import { EmptyState } from '../../shared/EmptyState';
import { studentDetailPath } from '../../participation/OpenActivities';
import { DeclarationStatusChip, statusKey } from './DeclarationStatusChip';
import { DECLARE_PATH } from './paths';
import { WithdrawButton } from './WithdrawButton';
import { Fact } from '../../shared/Fact';
import { AuditTimeline } from '../../shared/AuditTimeline';

const historyKeys = {
  empty: 'studentSelf.declare.detail.history_empty', label: 'studentSelf.declare.detail.history', step: 'studentSelf.declare.detail.step',
  system: 'studentSelf.declare.detail.system', opinion: 'studentSelf.declare.detail.opinion',
};
const dotColors = ['warning', 'success', 'error'] as const;

/** The review history on the shared timeline; the page's status chip already says where it stands. */
function History({ items }: { items: AuditHistoryItem[] }) {
  return <AuditTimeline bare items={items} keys={historyKeys} dotColor={(status, t) => t.palette[dotColors[statusKey(status) - 1]].main} />;
}

export default function DeclarationDetail() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const hours = useHoursFormat();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useGetOne<Detail>('declarations', { id }, { enabled: valid, retry: false });
  const f = (key: string) => translate(`studentSelf.declare.field.${key}`);
  const back = (
    <Button size="small" startIcon={<ArrowBack />} onClick={() => navigate(DECLARE_PATH)} sx={{ mb: 1 }}>
      {translate('studentSelf.declare.action.back')}
    </Button>
  );
  if (valid && query.isPending) {
    return (
      <Box sx={{ maxWidth: 760 }} aria-busy="true">
        {back}
        <Skeleton variant="rounded" height={260} sx={{ mb: 1.5 }} />
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  }
  const d = query.data;
  if (!valid || !d) {
    return (
      <Box sx={{ maxWidth: 760 }}>
        {back}
        <EmptyState message="studentSelf.declare.detail.not_found" />
      </Box>
    );
  }
  const approved = statusKey(d.status) === 2;
  return (
    <Box sx={{ maxWidth: 760, minWidth: 0 }}>
      {back}
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 1 }}>
            <Typography component="h1" variant="h6" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {d.projectName}
            </Typography>
            <DeclarationStatusChip status={d.status} />
          </Stack>
          <Divider />
          <Fact label={f('option')}>{d.optionName}</Fact>
          <Fact label={f('category')}>{d.category || '-'}</Fact>
          <Fact label={f(approved ? 'granted_hours' : 'hours')}>
            {translate('studentSelf.declare.hours_value', { hours: hours(approved && d.grantedHours !== null ? d.grantedHours : d.hours) })}
          </Fact>
          <Fact label={f('relate_activity')}>
            {d.relateActivityId ? (
              <Link component={RouterLink} to={studentDetailPath(d.relateActivityId)} underline="hover">
                {d.relateActivityName || String(d.relateActivityId)}
              </Link>
            ) : (
              '-'
            )}
          </Fact>
          <Fact label={f('apply_time')}>{d.applyTime}</Fact>
          {statusKey(d.status) === 1 && d.stepName ? <Fact label={f('step')}>{d.stepName}</Fact> : null}
          {d.auditor ? <Fact label={f('auditor')}>{d.auditor}</Fact> : null}
          {statusKey(d.status) === 3 && d.opinion ? (
            <Fact label={f('reject_reason')}>
              <Typography variant="body2" color="error.main" data-testid="reject-reason">
                {d.opinion}
              </Typography>
            </Fact>
          ) : null}
          {d.canWithdraw ? (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1 }}>
              <WithdrawButton id={d.id} name={d.projectName} onDone={() => navigate(DECLARE_PATH)} />
            </Box>
          ) : null}
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ mt: 1.5 }}>
        <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {f('description')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {d.description || '-'}
          </Typography>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 2, mb: 0.5 }}>
            {f('attachments')}
          </Typography>
          {d.attachments?.length ? (
            <Stack spacing={0.5}>
              {d.attachments.map((a) => (
                <Link key={a.id} href={a.url} target="_blank" rel="noopener" underline="hover" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
                  <AttachFileOutlined fontSize="small" />
                  {a.name}
                </Link>
              ))}
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('studentSelf.declare.detail.no_attachments')}
            </Typography>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ mt: 1.5 }}>
        <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
            {translate('studentSelf.declare.detail.history')}
          </Typography>
          <History items={d.history ?? []} />
        </CardContent>
      </Card>
    </Box>
  );
}

/**
 * 申报详情 (/student/declare/detail?id=; issue 5, contract getOne('declarations') → GET
 * /project/apply/detail {id} → DeclarationDetail): the project, award level, module, hours (granted once approved), related
 * activity (linked to its detail), time, status with the reject reason, the statement, the
 * attachments and the review history; 撤回 while pending (canWithdraw).
 */
import { Box, Divider, Link, Stack, Typography } from '@mui/material';
import { useGetOne, useNavigate, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { AuditHistoryItem } from '../../../../common/activities';
import type { DeclarationDetail as Detail } from '../../../../common/declarations';
import { useHoursFormat } from '../../audits/cells';
import { AttachmentLinks } from '../../shared/FileLinks';
import { DetailCard, DetailHeading, StudentDetailFrame } from '../../shared/StudentDetailFrame';
import { studentDetailPath } from '../../participation/OpenActivities';
import { DeclarationStatusChip, statusKey } from './DeclarationStatusChip';
import { DECLARE_PATH } from './paths';
import { WithdrawButton } from './WithdrawButton';
import { Fact } from '../../shared/Fact';
import { AuditTimeline } from '../../shared/AuditTimeline';

const historyKeys = {
  empty: 'studentHome.declare.detail.history_empty', label: 'studentHome.declare.detail.history', step: 'studentHome.declare.detail.step',
  system: 'studentHome.declare.detail.system', opinion: 'studentHome.declare.detail.opinion',
};
const dotColors = ['warning', 'success', 'error'] as const;

/** The review history on the shared timeline; the page's status chip already says where it stands. */
function History({ items }: { items: AuditHistoryItem[] }) {
  return <AuditTimeline bare items={items} keys={historyKeys} dotColor={(status, t) => t.palette[dotColors[statusKey(status) - 1]].main} />;
}

export default function DeclarationDetail() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useGetOne<Detail>('declarations', { id }, { enabled: valid, retry: false });
  const d = query.data;
  return (
    <StudentDetailFrame
      state={valid && query.isPending ? 'loading' : !valid || !d ? 'missing' : 'ready'}
      backTo={DECLARE_PATH}
      backLabel="studentHome.declare.action.back"
      skeleton={[260, 160]}
      notFound="studentHome.declare.detail.not_found"
      shrink
    >
      {() => <DeclarationCards d={d!} onWithdrawn={() => navigate(DECLARE_PATH)} />}
    </StudentDetailFrame>
  );
}

/** The declaration, its statement and attachments, and its review history. */
function DeclarationCards({ d, onWithdrawn }: { d: Detail; onWithdrawn: () => void }) {
  const translate = useTranslate();
  const hours = useHoursFormat();
  const f = (key: string) => translate(`studentHome.declare.field.${key}`);
  const approved = statusKey(d.status) === 2;
  return (
    <>
      <DetailCard first>
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
          {translate('studentHome.declare.hours_value', { hours: hours(approved && d.grantedHours !== null ? d.grantedHours : d.hours) })}
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
            <WithdrawButton id={d.id} name={d.projectName} onDone={onWithdrawn} />
          </Box>
        ) : null}
      </DetailCard>
      <DetailCard>
        <DetailHeading>{f('description')}</DetailHeading>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {d.description || '-'}
        </Typography>
        <DetailHeading mt={2} mb={0.5}>{f('attachments')}</DetailHeading>
        {d.attachments?.length ? (
          <AttachmentLinks files={d.attachments} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('studentHome.declare.detail.no_attachments')}
          </Typography>
        )}
      </DetailCard>
      <DetailCard>
        <DetailHeading mb={1.5}>{translate('studentHome.declare.detail.history')}</DetailHeading>
        <History items={d.history ?? []} />
      </DetailCard>
    </>
  );
}

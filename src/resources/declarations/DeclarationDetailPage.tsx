/**
 * 申报详情 (/communist/project/apply/detail?id=; also /proceeding/wait/declare/show?id= and
 * /wait/declare/first/detail?id= from the review side): the declaration — student, project,
 * 奖项级别, hours and the hours the ledger received, related activity, 申报说明, the project's
 * 佐证材料要求, the attachments (images previewed, files downloadable) and the 审核记录 timeline.
 * When the caller may decide the open step (canAudit), 通过 / 驳回 (reason required) post
 * /declare/audit (auditDeclarations) for this one declaration. Data: getOne('declarations') → GET
 * /project/apply/detail {id} → DeclarationDetail.
 */
import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { Title, useDataProvider, useGetOne, useNotify, useTranslate, type Identifier } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { DeclarationDetail } from '../../../common/declarations';
import type { DeclarationDataProvider } from '../../dataProvider/declarations';
import { useCan } from '../../authProvider/permissions';
import { activityDetailPath } from '../activities/format';
import { AuditDialog } from '../audits/AuditDialog';
import { minute, useHoursFormat } from '../audits/cells';
import { DECLARATION_LIST_PATH, DECLARE_AUDIT_PATH, PROJECT_LIST_PATH, projectDetailPath } from './paths';
import { DetailHeader } from '../shared/DetailHeader';
import { EmptyState } from '../shared/EmptyState';
import { Fields, Section, SideBySide, TextSection } from '../shared/DetailSections';
import { declarationAuditInput, doneMessage, type Decision } from './audit';
import { Attachments } from './Attachments';
import { DeclarationStatusChip, DeclarationTypeChip } from './chips';
import { DeclarationHistory } from './DeclarationHistory';

/** The declaration of `id` ('' → nothing asked); the id is sent as ?id= reads it. */
export function useDeclarationDetail(id: string) {
  return useGetOne<DeclarationDetail>('declarations', { id: id as Identifier as number }, { enabled: id !== '', retry: false });
}

export interface DeclarationDetailPageProps {
  /** Where 返回 goes without browser history (default the declaration list). */
  backPath?: string;
}

export default function DeclarationDetailPage({ backPath = DECLARATION_LIST_PATH }: DeclarationDetailPageProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DeclarationDataProvider>();
  const hours = useHoursFormat();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data: d, isPending, error, refetch } = useDeclarationDetail(id);
  const [decision, setDecision] = useState<Decision | null>(null);
  const canOpenProject = useCan(PROJECT_LIST_PATH);

  if (id && isPending && !error) return <Box sx={{ p: 6, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  if (!d || error) return <EmptyState message="declarations.detail.not_found" />;

  const decide = async (opinion: string) => {
    if (!decision) return;
    const reply = await dataProvider.auditDeclarations(declarationAuditInput([Number(d.id)], decision, opinion));
    const [key, args] = doneMessage(decision, reply, 1);
    notify(key, { type: 'success', messageArgs: args });
    setDecision(null);
    void refetch();
  };
  const granted = d.status === 2 && d.grantedHours !== null && d.grantedHours !== undefined;

  return (
    <Box sx={{ py: 2 }}>
      <Title title="declarations.detail.title" />
      <DetailHeader
        title={translate('declarations.detail.heading', { user: d.userName, project: d.projectName })}
        chips={<><DeclarationStatusChip status={d.status} size="medium" /><DeclarationTypeChip type={d.type} /></>}
        subtitle={[d.optionName, `${hours(d.hours)} ${translate('declarations.hours_unit')}`, minute(d.applyTime)].join(' · ')}
        backPath={backPath}
        actions={d.canAudit ? (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => setDecision('pass')}>{translate('audits.action.pass')}</Button>
            <Button variant="outlined" color="error" onClick={() => setDecision('reject')}>{translate('audits.action.reject')}</Button>
          </Stack>
        ) : null}
      />
      {d.status === 3 && d.opinion ? <Alert severity="error" sx={{ mb: 2 }}>{translate('declarations.detail.rejected_reason', { reason: d.opinion })}</Alert> : null}
      {d.status === 1 && d.stepName ? <Alert severity="info" sx={{ mb: 2 }}>{translate('declarations.detail.waiting_step', { step: d.stepName })}</Alert> : null}
      <Section title="declarations.detail.section_declaration">
        <Fields
          items={[
            [
              'resources.declarations.fields.projectName',
              canOpenProject ? <Link component={RouterLink} to={projectDetailPath(d.projectId)}>{d.projectName}</Link> : d.projectName,
            ],
            ['resources.declarations.fields.optionName', d.optionName],
            ['resources.declarations.fields.category', d.category],
            ['resources.declarations.fields.hours', hours(d.hours)],
            ['declarations.detail.grantedHours', granted ? hours(d.grantedHours) : translate('declarations.detail.not_granted')],
            [
              'resources.declarations.fields.relateActivityName',
              d.relateActivityId ? <Link component={RouterLink} to={activityDetailPath(d.relateActivityId)}>{d.relateActivityName}</Link> : d.relateActivityName || translate('declarations.none'),
            ],
            ['resources.declarations.fields.applyTime', minute(d.applyTime)],
            ['resources.declarations.fields.auditor', d.auditor],
          ]}
        />
      </Section>
      <Section title="declarations.detail.section_student">
        <Fields
          items={[
            ['resources.declarations.fields.userName', d.userName],
            ['resources.declarations.fields.code', d.code],
            ['declarations.detail.college', d.collegeName],
            ['declarations.detail.class', d.className],
          ]}
        />
      </Section>
      <SideBySide>
        <TextSection title="declarations.detail.description" text={d.description} empty="declarations.none" />
        <TextSection title="declarations.detail.evidence" text={d.evidence} empty="declarations.none" />
      </SideBySide>
      <Section title="declarations.detail.section_attachments">
        <Attachments files={d.attachments ?? []} />
      </Section>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>{translate('declarations.detail.section_history')}</Typography>
      <DeclarationHistory items={d.history ?? []} />
      <AuditDialog
        result={decision}
        names={[translate('declarations.detail.heading', { user: d.userName, project: `${d.projectName} · ${d.optionName}` })]}
        consequence={decision ? `declarations.audit.consequence_${decision}` : undefined}
        onClose={() => setDecision(null)}
        onSubmit={decide}
      />
    </Box>
  );
}

/** The review side's address of the same page: 返回 goes to the queue. */
export function DeclarationShowPage() {
  return <DeclarationDetailPage backPath={DECLARE_AUDIT_PATH} />;
}

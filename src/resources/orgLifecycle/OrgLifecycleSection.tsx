/**
 * An organisation's lifecycle on its page (issue 19 "its page shows its application history"): the
 * status (正常 / 已注销), stars and 优秀 title, 指导教师, registered academic year and charter, and,
 * folded, every application it went through with the 审核记录 timeline. Data: GET
 * /organization/lifecycle/organization {id}, asked silently (nothing shows when refused).
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useDataProvider, useTranslate } from 'react-admin';
import { academicYearLabel } from '../../../common/orgLifecycle';
import type { OrgLifecycleDataProvider } from '../../dataProvider/orgLifecycle';
import { OrgStatusChip, Stars } from './chips';
import { OrgHistory } from './OrgHistory';

export function OrgLifecycleSection({ organizationId }: { organizationId: number }) {
  const translate = useTranslate();
  const dp = useDataProvider<OrgLifecycleDataProvider>();
  const { data: d } = useQuery({ queryKey: ['orgLifecycle', organizationId], queryFn: () => dp.getOrgLifecycle(organizationId), meta: { silent: true }, retry: false });
  if (!d) return null;
  const fact = (key: string, value: ReactNode) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">{translate(`orgLifecycle.fields.${key}`)}</Typography>
      <Box component="span" sx={{ typography: 'body2' }}>{value}</Box>
    </Stack>
  );
  return (
    <Box sx={{ px: 2, pb: 2 }} data-testid="org-lifecycle">
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <OrgStatusChip status={d.status} />
        {d.excellent ? <Chip size="small" color="secondary" label={translate('orgLifecycle.fields.excellent')} /> : null}
        {fact('star', <Stars value={d.star} />)}
        {fact('advisor', d.advisorName || translate('orgLifecycle.none'))}
        {fact('registeredYear', academicYearLabel(d.registeredYear) || translate('orgLifecycle.none'))}
      </Stack>
      {d.charter ? <Typography variant="body2" sx={{ mb: 1, whiteSpace: 'pre-wrap' }}>{d.charter}</Typography> : null}
      <Accordion disableGutters variant="outlined">
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography variant="subtitle2">{`${translate('orgLifecycle.detail.section_history')}（${d.applications.length}）`}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <OrgHistory items={d.history} />
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}

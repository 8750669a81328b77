/**
 * 处分详情 (/communist/punishment/detail?id=; issue 21; spec §2): the student, level, document
 * number, date, reason, evidence, the integrity points taken and the student's integrity now, the
 * blacklisting; 编辑 and 撤销 while in force, the cancellation's reason, who and when after.
 * Data: getPunishment → GET /punishment/detail; 撤销 → CancelDialog.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PunishmentDataProvider } from '../../dataProvider/punishments';
import { Fact } from '../shared/Fact';
import { AttachmentLinks } from '../shared/FileLinks';
import { serverError } from '../shared/serverError';
import { CancelDialog } from './CancelDialog';
import { editPath, LevelChip, StatusChip } from './cells';

export default function PunishmentDetail() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<PunishmentDataProvider>();
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const query = useQuery({ queryKey: ['punishments', 'one', id], queryFn: () => dataProvider.getPunishment(id), enabled: id > 0 });
  const [cancelling, setCancelling] = useState(false);
  const d = query.data;
  if (!id || query.isError) return <Alert severity="error" sx={{ m: 2 }}>{id ? serverError(query.error).text : translate('punishments.detail.missing')}</Alert>;
  if (!d) return <Skeleton variant="rounded" height={360} sx={{ m: 2 }} />;
  const t = (k: string) => translate(`punishments.fields.${k}`);
  return (
    <Box sx={{ py: 2, maxWidth: 860 }}>
      <Title title="punishments.title.detail" />
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="h1" sx={{ mr: 1 }}>{translate('punishments.detail.heading', { name: d.name })}</Typography>
        <LevelChip level={d.level} />
        <StatusChip status={d.status} />
        <Box sx={{ flex: 1 }} />
        {d.status === 1 ? (
          <>
            <Button variant="outlined" size="small" onClick={() => navigate(editPath(d.id))}>{translate('punishments.action.edit')}</Button>
            <Button variant="contained" color="error" size="small" onClick={() => setCancelling(true)}>{translate('punishments.action.cancel')}</Button>
          </>
        ) : null}
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1}>
            <Fact label={t('code')}>{d.code}</Fact>
            <Fact label={t('collegeName')}>{`${d.collegeName} ${d.className}`}</Fact>
            <Fact label={t('documentNo')}>{d.documentNo}</Fact>
            <Fact label={t('punishedOn')}>{d.punishedOn}</Fact>
            <Fact label={t('reason')} preWrap>{d.reason}</Fact>
            <Fact label={t('deducted')}>{translate('punishments.detail.deducted', { points: d.deducted })}</Fact>
            <Fact label={t('credit')}><Typography component="span" data-testid="punishment-credit" sx={{ fontWeight: 600 }}>{d.credit}</Typography></Fact>
            <Fact label={t('blacklist')}>{translate(d.blacklisted ? (d.status === 1 ? 'punishments.detail.blacklisted' : 'punishments.detail.lifted') : 'punishments.detail.not_blacklisted')}</Fact>
            <Fact label={t('evidence')}>{d.files.length ? <AttachmentLinks files={d.files} /> : translate('punishments.detail.no_files')}</Fact>
            <Fact label={t('createdBy')}>{`${d.createdByName} ${d.createdAt}`}</Fact>
            {d.status === 2 ? <Fact label={t('cancelReason')} preWrap>{`${d.cancelReason}（${d.cancelledByName} ${d.cancelledAt ?? ''}）`}</Fact> : null}
          </Stack>
        </CardContent>
      </Card>
      <CancelDialog row={cancelling ? d : null} onClose={() => setCancelling(false)} onDone={() => void query.refetch()} />
    </Box>
  );
}

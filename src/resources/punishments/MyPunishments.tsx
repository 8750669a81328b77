/**
 * 我的处分 (/communist/punishment/my; issue 21), a phone-first, read-only page for students: the
 * integrity value (诚信值) and each punishment — level, date, document number, reason, the points it
 * took, and for a cancelled one the cancellation's reason. Data: GET /punishment/my.
 */
import { useQuery } from '@tanstack/react-query';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { PunishmentDataProvider } from '../../dataProvider/punishments';
import { EmptyState } from '../shared/EmptyState';
import { LevelChip, StatusChip } from './cells';

export default function MyPunishments() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PunishmentDataProvider>();
  const { data } = useQuery({ queryKey: ['punishments', 'mine'], queryFn: () => dataProvider.getMyPunishments() });
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: { xs: 1.5, sm: 2 } }}>
      <Title title="punishments.title.mine" />
      <Typography component="h1" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>{translate('punishments.title.mine')}</Typography>
      {!data ? <Skeleton variant="rounded" height={200} /> : (
        <>
          <Card sx={{ mb: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <CardContent>
              <Typography variant="body2">{translate('punishments.fields.credit')}</Typography>
              <Typography variant="h4" data-testid="my-credit" sx={{ fontWeight: 700 }}>{data.credit}</Typography>
            </CardContent>
          </Card>
          {data.list.length === 0 ? <EmptyState message="punishments.mine.none" /> : (
            <Stack spacing={1}>
              {data.list.map((p) => (
                <Card key={p.id} variant="outlined">
                  <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
                      <LevelChip level={p.level} />
                      <StatusChip status={p.status} />
                      <Typography variant="body2" color="text.secondary">{p.punishedOn}</Typography>
                    </Stack>
                    <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>{p.reason}</Typography>
                    <Typography variant="body2" color="text.secondary">{translate('punishments.mine.line', { doc: p.documentNo, points: p.deducted })}</Typography>
                    {p.status === 2 ? <Typography variant="body2" color="success.main">{translate('punishments.mine.cancelled', { reason: p.cancelReason })}</Typography> : null}
                  </CardContent>
                </Card>
              ))}
            </Stack>
          )}
        </>
      )}
    </Box>
  );
}

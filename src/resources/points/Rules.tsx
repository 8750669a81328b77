/**
 * 活力值规则 (/system/coin; issue 21, spec §2 /system coin): the school's earning rules — activity
 * completion (per activity or per hour granted), approved declaration, activity evaluation — each
 * with its points and on/off, saved one at a time. Data: GET /points/rule/list, POST /points/rule/save.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Checkbox, FormControlLabel, Skeleton, Stack, Switch, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { PointsSource, type PointsRule } from '../../../common/points';
import type { PointsDataProvider } from '../../dataProvider/points';
import { serverError } from '../shared/serverError';

function RuleCard({ rule, onSaved }: { rule: PointsRule; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PointsDataProvider>();
  const [v, setV] = useState({ ...rule, points: String(rule.points) });
  useEffect(() => setV({ ...rule, points: String(rule.points) }), [rule]);
  const save = () => dataProvider.savePointsRule({ source: rule.source, points: Number(v.points), perHour: v.perHour, enabled: v.enabled }).then(
    () => { notify('points.done.saved', { type: 'success' }); onSaved(); },
    (e: unknown) => notify(serverError(e).text, { type: 'error' }),
  );
  return (
    <Card variant="outlined" data-testid={`points-rule-${rule.source}`}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ fontWeight: 600, minWidth: 100 }}>{translate(`points.source.${rule.source}`)}</Typography>
          <FormControlLabel control={<Switch checked={v.enabled} onChange={(e) => setV({ ...v, enabled: e.target.checked })} />} label={translate('points.rules.enabled')} />
          <TextField size="small" type="number" label={translate('points.rules.points')} value={v.points} onChange={(e) => setV({ ...v, points: e.target.value })} sx={{ width: 120 }}
            slotProps={{ htmlInput: { min: 0, max: 1000 } }} />
          {rule.source === PointsSource.ACTIVITY
            ? <FormControlLabel control={<Checkbox checked={v.perHour} onChange={(e) => setV({ ...v, perHour: e.target.checked })} />} label={translate('points.rules.perHour')} />
            : <Typography variant="body2" color="text.secondary">{translate('points.rules.perEvent')}</Typography>}
          <Box sx={{ flex: 1 }} />
          <Button variant="contained" size="small" onClick={() => void save()}>{translate('points.action.save')}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function RulesPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PointsDataProvider>();
  const query = useQuery({ queryKey: ['points', 'rules'], queryFn: () => dataProvider.getPointsRules() });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title="points.title.rules" />
      <Typography component="h1" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>{translate('points.title.rules')}</Typography>
      <Alert severity="info" sx={{ mb: 2 }}>{translate('points.rules.hint')}</Alert>
      {!query.data ? <Skeleton variant="rounded" height={200} /> : (
        <Stack spacing={1.5}>{query.data.map((r) => <RuleCard key={r.source} rule={r} onSaved={() => void query.refetch()} />)}</Stack>
      )}
    </Box>
  );
}

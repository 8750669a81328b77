/**
 * One line on 我的组织 (the organisation leader's page): the organisation processes open today under
 * 组织工作安排 ('正在办理:年度注册(至 12-30)、年审(至 01-10)'), or that none is, when the school set
 * windows this year; nothing when it set none (every process is open). Data: getOpenOrgSchedule.
 */
import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FieldDataProvider } from '../../dataProvider/fields';

export function OpenWindowsLine() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FieldDataProvider>();
  const { data } = useQuery({ queryKey: ['orgSchedule', 'open'], queryFn: () => dataProvider.getOpenOrgSchedule(), retry: false });
  if (!data?.windows.length) return null;
  const open = data.windows.filter((w) => w.open);
  const names = open.map((w) => `${translate(`fields.scheduleKind.${w.kind}`)}(${w.endDate.slice(5)})`).join('、');
  return (
    <Alert severity={open.length ? 'info' : 'warning'} sx={{ mb: 2, py: 0 }} data-testid="open-windows">
      {open.length ? translate('fields.schedule.openNow', { names }) : translate('fields.schedule.noneOpen')}
    </Alert>
  );
}

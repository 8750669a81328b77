/**
 * Link to the big-screen data page (spec §2 "Data-screen page"): shown only with permission
 * '/click/dataV'; opens in a new tab at /#/dataV for school 10341 and at /dataV otherwise.
 */
import { Box, Button } from '@mui/material';
import Monitor from '@mui/icons-material/MonitorOutlined';
import { useTranslate } from 'react-admin';
import { useCan } from '../../authProvider/permissions';

export const DATAV_PERMISSION = '/click/dataV';
/** The school whose deployment serves the data screen under a hash route (spec §6). */
export const HASH_DATAV_SCHOOL = '10341';

/**
 * The data screen's address for a school id, carrying the id (the screen receives the schoolId).
 *
 * @example dataVHref(10341) → '/#/dataV?schoolId=10341'; dataVHref('10001') → '/dataV?schoolId=10001'
 */
export function dataVHref(schoolId: string | number | null | undefined): string {
  const id = String(schoolId ?? '');
  const path = id === HASH_DATAV_SCHOOL ? '/#/dataV' : '/dataV';
  return id ? `${path}?schoolId=${encodeURIComponent(id)}` : path;
}

export function DataVLink({ schoolId }: { schoolId: string }) {
  const translate = useTranslate();
  const allowed = useCan(DATAV_PERMISSION);
  if (!allowed) return null;
  return (
    <Button
      color="inherit"
      size="small"
      href={dataVHref(schoolId)}
      target="_blank"
      rel="noopener"
      startIcon={<Monitor />}
      data-testid="datav-link"
      aria-label={translate('shell.header.data_screen')}
      // On a phone the icon alone: the school's name keeps the header's room (issue 18).
      sx={{ whiteSpace: 'nowrap', minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {translate('shell.header.data_screen')}
      </Box>
    </Button>
  );
}

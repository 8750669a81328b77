/**
 * 再次发起 (/communist/history/launch?copyId=; issue 21, spec §2 "/history/launch"): our reading —
 * launching a new activity from a history one. With ?copyId= it is the existing copy of
 * /activity/copy (LaunchPage mode 'copy': the source's fields, named '…（复制）', windows blank);
 * saving posts /activity/add as every launch. Without one it is the blank launch form, with a hint
 * that 历史活动's 再次发起 brings a past activity's content.
 */
import { Alert, Box, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { HISTORY_PATH } from '../format';
import { LaunchPage } from './LaunchPage';

export default function HistoryLaunch() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const copyId = params.get('copyId');
  if (copyId && /^\d+$/.test(copyId)) return <LaunchPage key={`copy-${copyId}`} mode="copy" sourceId={copyId} backPath={HISTORY_PATH} />;
  return (
    <Box>
      <Alert severity="info" sx={{ mb: 1.5 }}>
        {translate('historyLaunch.hint')}{' '}
        <Link component={RouterLink} to={HISTORY_PATH}>{translate('historyLaunch.toHistory')}</Link>
      </Alert>
      <LaunchPage key="create" mode="create" backPath={HISTORY_PATH} />
    </Box>
  );
}

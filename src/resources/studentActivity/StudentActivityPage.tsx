/**
 * 我的活动 (/student/activity; issue 4 student side, phone first; the breadcrumb names the page):
 * the blacklist banner when it applies, then two tabs — 可报名活动 and 我的报名 (?tab=mine opens the second).
 */
import { Box, Paper, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { BlacklistBanner } from './BlacklistBanner';
import { MyActivities } from './MyActivities';
import { OpenActivities } from './OpenActivities';

type TabKey = 'open' | 'mine';

export default function StudentActivityPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'mine' ? 'mine' : 'open';
  return (
    <Box>
      <BlacklistBanner />
      <Paper variant="outlined" sx={{ mb: 1.5 }}>
        <Tabs
          value={tab}
          onChange={(_, value: TabKey) => setParams(value === 'mine' ? { tab: 'mine' } : {}, { replace: true })}
          variant="fullWidth"
        >
          <Tab value="open" label={translate('studentActivity.tabs.open')} />
          <Tab value="mine" label={translate('studentActivity.tabs.mine')} />
        </Tabs>
      </Paper>
      {tab === 'open' ? <OpenActivities /> : <MyActivities />}
    </Box>
  );
}

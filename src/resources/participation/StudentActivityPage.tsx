/**
 * 我的活动 (/student/activity; issue 4 student side, phone first; the breadcrumb names the page):
 * the blacklist banner when it applies, then two tabs — 可报名活动 and 我的报名 (?tab=mine opens the second)
 * — and, for a student organisation leader, a third 我组织的活动 (?tab=organised).
 */
import { Box, Paper, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { BlacklistBanner } from './BlacklistBanner';
import { MyActivities } from './MyActivities';
import { OpenActivities } from './OpenActivities';
import { OrganisedActivities } from './organiser/OrganisedActivities';
import { useOrganiser } from './organiser/useOrganiser';

type TabKey = 'open' | 'mine' | 'organised';

export default function StudentActivityPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const { isOrganiser } = useOrganiser();
  const asked = params.get('tab');
  const tab: TabKey = asked === 'mine' ? 'mine' : asked === 'organised' && isOrganiser ? 'organised' : 'open';
  return (
    <Box>
      <BlacklistBanner />
      <Paper variant="outlined" sx={{ mb: 1.5 }}>
        <Tabs
          value={tab}
          onChange={(_, value: TabKey) => setParams(value === 'open' ? {} : { tab: value }, { replace: true })}
          variant="fullWidth"
          sx={{ '& .MuiTab-root': { minWidth: 0, px: { xs: 0.5, sm: 2 }, whiteSpace: 'nowrap' } }}
        >
          <Tab value="open" label={translate('participation.tabs.open')} />
          <Tab value="mine" label={translate('participation.tabs.mine')} />
          {isOrganiser ? <Tab value="organised" label={translate('participation.tabs.organised')} /> : null}
        </Tabs>
      </Paper>
      {tab === 'open' ? <OpenActivities /> : tab === 'mine' ? <MyActivities /> : <OrganisedActivities />}
    </Box>
  );
}

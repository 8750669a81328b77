/** The overview's welcome card: school logo and name, the user's name, role and last sign-in. */
import { Avatar, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import AccessTime from '@mui/icons-material/AccessTime';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { useTranslate } from 'react-admin';
import type { ShellProfile } from '../../layout/shellSession';
import { labelled, roleNames } from '../../i18n/labels';

export function WelcomeCard({ profile }: { profile: ShellProfile }) {
  const translate = useTranslate();
  return (
    <Card
      sx={{
        background: 'linear-gradient(110deg, #ffffff 0%, #ffffff 55%, #eaf1fd 100%)',
      }}
    >
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap', p: 3 }}>
        <Avatar
          src={profile.schoolLogo || undefined}
          alt={profile.schoolName}
          sx={{ width: 64, height: 64, bgcolor: 'primary.light', color: 'primary.main' }}
        >
          <SchoolOutlined fontSize="large" />
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography variant="h5" data-testid="welcome-name">
            {translate('shell.home.welcome', { name: profile.name })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {profile.schoolName && <Typography color="text.secondary">{profile.schoolName}</Typography>}
            {profile.roleName && <Chip size="small" color="primary" variant="outlined" label={roleNames(translate, profile.roleName)} />}
          </Stack>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          <AccessTime fontSize="small" />
          <Typography variant="body2">
            {profile.lastLoginTime
              ? labelled(translate, translate('shell.home.last_login'), profile.lastLoginTime)
              : translate('shell.home.first_login')}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * Shown instead of the figures when the address names another school than the signed-in one:
 * the big screen always shows the session's school, so it says so and offers this school's screen.
 */
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DATAV_COLORS } from './theme';

export function SchoolMismatch({ linked, schoolId, schoolName }: { linked: string; schoolId: string; schoolName: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
      <Box
        role="alert"
        data-testid="datav-mismatch"
        sx={{
          maxWidth: 760,
          px: 6,
          py: 5,
          textAlign: 'center',
          border: `1px solid ${DATAV_COLORS.warn}66`,
          borderRadius: 2,
          bgcolor: 'rgba(251, 191, 36, 0.06)',
        }}
      >
        <BusinessOutlined sx={{ fontSize: 64, color: DATAV_COLORS.warn, mb: 1.5 }} />
        <Typography component="h2" sx={{ fontSize: 30, fontWeight: 700, mb: 2 }}>
          {translate('dataScreen.mismatch.title')}
        </Typography>
        <Typography sx={{ fontSize: 20, lineHeight: 1.7, color: DATAV_COLORS.textDim, mb: 3.5 }}>
          {translate('dataScreen.mismatch.text', { linked, school: schoolName || schoolId })}
        </Typography>
        <Button variant="contained" size="large" component={Link} to={`/dataV?schoolId=${encodeURIComponent(schoolId)}`} replace>
          {translate('dataScreen.mismatch.open_own')}
        </Button>
      </Box>
    </Box>
  );
}

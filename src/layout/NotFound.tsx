/** The catch-all page inside the layout: '页面不存在' with a way home. */
import { Box, Button, Typography } from '@mui/material';
import SearchOff from '@mui/icons-material/SearchOff';
import { LinkBase, useTranslate } from 'react-admin';

export function NotFound() {
  const translate = useTranslate();
  return (
    <Box
      data-testid="not-found"
      sx={{ py: 10, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5 }}
    >
      <SearchOff sx={{ fontSize: 72, color: 'primary.main', opacity: 0.35 }} />
      <Typography variant="h5">{translate('shell.not_found.title')}</Typography>
      <Typography color="text.secondary">{translate('shell.not_found.text')}</Typography>
      <Button variant="contained" component={LinkBase} to="/" sx={{ mt: 1.5 }}>
        {translate('shell.not_found.home')}
      </Button>
    </Box>
  );
}

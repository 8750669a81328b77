/** The empty state of every list: an inbox icon and '暂无数据' (spec §8 "Empty ... '暂无数据'"). */
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function EmptyState({ message = 'shell.empty' }: { message?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 8, px: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', color: 'text.disabled' }}>
      <InboxOutlined sx={{ fontSize: 56, mb: 1 }} />
      {/* A long message wraps centred, clear of the card's edges (a phone's 我的成绩单). */}
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {translate(message)}
      </Typography>
    </Box>
  );
}

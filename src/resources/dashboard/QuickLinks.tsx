/** Quick links to the user's top-level menu groups, built from the module list (spec §3). */
import { Box, ButtonBase, Card, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { menuIcon } from '../../layout/menu/icons';
import type { MenuEntry } from '../../layout/menu/menuModel';
import { useMenuActions } from '../../layout/menu/useMenuActions';

export interface QuickLinksProps {
  groups: MenuEntry[];
  loading: boolean;
}

export function QuickLinks({ groups, loading }: QuickLinksProps) {
  const translate = useTranslate();
  const { open } = useMenuActions();
  return (
    <Card>
      <CardHeader
        title={translate('shell.home.quick_links')}
        subheader={translate('shell.home.quick_links_hint')}
        slotProps={{ title: { variant: 'h6' }, subheader: { variant: 'body2' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        {!loading && groups.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {translate('shell.home.no_modules')}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
            {loading
              ? [0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={72} />)
              : groups.map((group) => {
                  const Icon = menuIcon(group.icon, group.path);
                  return (
                    <ButtonBase
                      key={group.id}
                      onClick={() => open(group, group)}
                      data-testid={`quick-link-${group.id}`}
                      sx={{
                        justifyContent: 'flex-start',
                        gap: 1.5,
                        p: 1.75,
                        borderRadius: 1.5,
                        border: 1,
                        borderColor: 'divider',
                        textAlign: 'left',
                        transition: 'border-color .2s, box-shadow .2s',
                        '&:hover': { borderColor: 'primary.main', boxShadow: '0 2px 10px rgba(37,99,201,0.12)' },
                      }}
                    >
                      <Box
                        sx={{
                          width: 40,
                          height: 40,
                          borderRadius: '50%',
                          display: 'grid',
                          placeItems: 'center',
                          bgcolor: 'primary.light',
                          color: 'primary.main',
                          flexShrink: 0,
                        }}
                      >
                        <Icon fontSize="small" />
                      </Box>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600 }} noWrap>
                          {group.name}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {translate('shell.home.entries', { count: Math.max(1, group.children.length) })}
                        </Typography>
                      </Box>
                    </ButtonBase>
                  );
                })}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

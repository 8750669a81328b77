/**
 * The school picker of the login page (spec §2 "choose a school (list filterable by first letter
 * A-Z or all)", §7 GET /common/all-school {firstLetter}, §8 empty list '暂无数据').
 */
import { useEffect, useState } from 'react';
import {
  Avatar,
  Box,
  Button,
  CircularProgress,
  List,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { School } from '../../common/api';
import { useSchools } from '../authProvider/account';
import { notifyError } from '../dataProvider/notify';

/** '' is 全部 (all); then A–Z. */
export const SCHOOL_LETTERS: readonly string[] = ['', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

export interface SchoolPickerProps {
  onPick: (school: School) => void;
  /** Error text under the list (e.g. '请选择学校'). */
  error?: string;
}

export function SchoolPicker({ onPick, error }: SchoolPickerProps) {
  const translate = useTranslate();
  const [letter, setLetter] = useState('');
  // GET /common/all-school {firstLetter}; a failure shows its toast and an empty list.
  const query = useSchools(letter);
  const schools: School[] = query.data ?? [];
  const loading = query.isPending;
  useEffect(() => {
    if (query.error) notifyError(query.error);
  }, [query.error]);

  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1, color: 'text.secondary' }}>
        {translate('auth.school.choose')}
      </Typography>
      <Box role="group" aria-label={translate('auth.school.letters')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, mb: 1 }}>
        {SCHOOL_LETTERS.map((l) => (
          <Button
            key={l || 'all'}
            size="small"
            variant={l === letter ? 'contained' : 'text'}
            aria-pressed={l === letter}
            onClick={() => setLetter(l)}
            sx={{ minWidth: l ? 25 : 44, px: l ? 0 : 1, py: 0.25, lineHeight: 1.6 }}
          >
            {l || translate('auth.school.all')}
          </Button>
        ))}
      </Box>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1.5,
          minHeight: 120,
          maxHeight: 220,
          overflowY: 'auto',
          bgcolor: 'background.default',
        }}
      >
        {loading ? (
          <Stack sx={{ height: 120, alignItems: 'center', justifyContent: 'center' }}>
            <CircularProgress size={24} aria-label={translate('auth.school.loading')} />
          </Stack>
        ) : schools.length === 0 ? (
          <Stack sx={{ height: 120, alignItems: 'center', justifyContent: 'center' }}>
            <Typography color="text.secondary">{translate('auth.school.empty')}</Typography>
          </Stack>
        ) : (
          <List dense disablePadding aria-label={translate('auth.school.choose')}>
            {schools.map((school) => (
              <ListItemButton key={school.id} onClick={() => onPick(school)} divider>
                <ListItemAvatar sx={{ minWidth: 44 }}>
                  <Avatar src={school.logo || undefined} alt="" sx={{ width: 30, height: 30, bgcolor: 'primary.main', fontSize: 14 }}>
                    {school.name.slice(0, 1)}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={school.name} />
              </ListItemButton>
            ))}
          </List>
        )}
      </Box>
      {error && (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 0.5, ml: 1.75 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

/** The chosen school with its change link. */
export function ChosenSchool({ school, onChange }: { school: School; onChange?: () => void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', p: 1.25, borderRadius: 1.5, bgcolor: 'primary.light' }}>
      <Avatar src={school.logo || undefined} alt="" sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
        {school.name.slice(0, 1)}
      </Avatar>
      <Typography sx={{ flex: 1, fontWeight: 600 }} data-testid="chosen-school">
        {school.name}
      </Typography>
      {onChange && (
        <Button size="small" onClick={onChange}>
          {translate('auth.school.change')}
        </Button>
      )}
    </Stack>
  );
}

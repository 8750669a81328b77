/**
 * 选择城市 (/city; spec §2 "/city (city selection)", §4 "Location"): our reading — a searchable
 * list of cities grouped by the first letter of their pinyin (common/cities.ts), the stored city
 * marked, the city read from the school's name offered first, and a letter bar to jump. Choosing
 * saves the stored session value `city` (spec §3; the profile has no city field on the server, so
 * the choice lives in this browser) and returns to the page before. A name not in the list can be
 * typed and saved from the search box. Works at 375 px (students) and 1366 px (staff).
 */
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Chip, InputAdornment, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Paper, Stack, TextField, Typography } from '@mui/material';
import Check from '@mui/icons-material/Check';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Search from '@mui/icons-material/Search';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CITY_GROUPS, CITY_NAME_MAX, cityOfSchool } from '../../../common/cities';
import { getValue, setValue } from '../../authProvider/session';

export default function CityPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(() => getValue('city') || '');
  const [query, setQuery] = useState('');
  const detected = cityOfSchool(getValue('schoolName'));
  const q = query.trim();
  const groups = useMemo(
    () => Object.entries(CITY_GROUPS)
      .map(([letter, cities]) => [letter, q ? cities.filter((c) => c.includes(q) || letter === q.toUpperCase()) : cities] as const)
      .filter(([, cities]) => cities.length > 0),
    [q],
  );
  const typedIsNew = q.length > 0 && q.length <= CITY_NAME_MAX && !groups.some(([, cities]) => cities.includes(q));

  const choose = (city: string) => {
    setValue('city', city);
    setSaved(city);
    notify('city.saved', { type: 'success', messageArgs: { city } });
    if (window.history.length > 1) navigate(-1);
  };

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Title title="city.title" />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 1.5 }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <PlaceOutlined color="primary" />
            <Typography>{translate('city.current')}</Typography>
            <Typography sx={{ fontWeight: 600 }} data-testid="current-city">{saved || translate('city.none')}</Typography>
          </Stack>
          {detected ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="body2" color="text.secondary">{translate('city.detected')}</Typography>
              <Chip label={detected} color="primary" variant={detected === saved ? 'filled' : 'outlined'} onClick={() => choose(detected)} />
            </Stack>
          ) : (
            <Alert severity="info">{translate('city.undetected')}</Alert>
          )}
          <TextField
            size="small"
            fullWidth
            label={translate('city.search')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> }, htmlInput: { maxLength: CITY_NAME_MAX } }}
          />
          {typedIsNew && (
            <Button variant="outlined" onClick={() => choose(q)} sx={{ alignSelf: 'flex-start' }}>
              {translate('city.useTyped', { city: q })}
            </Button>
          )}
          {!q && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} aria-label={translate('city.letters')}>
              {Object.keys(CITY_GROUPS).map((letter) => (
                <Button key={letter} size="small" sx={{ minWidth: 32, px: 0 }} href={`#city-${letter}`} onClick={(e) => {
                  e.preventDefault();
                  document.getElementById(`city-${letter}`)?.scrollIntoView({ block: 'start' });
                }}>
                  {letter}
                </Button>
              ))}
            </Box>
          )}
        </Stack>
      </Paper>
      <Paper variant="outlined">
        {groups.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>{translate('city.empty')}</Typography>
        ) : (
          <List dense disablePadding>
            {groups.map(([letter, cities]) => (
              <li key={letter} id={`city-${letter}`}>
                <ul style={{ padding: 0 }}>
                  <ListSubheader sx={{ bgcolor: 'grey.100', lineHeight: '32px', fontWeight: 600 }}>{letter}</ListSubheader>
                  {cities.map((city) => (
                    <ListItemButton key={city} selected={city === saved} onClick={() => choose(city)}>
                      <ListItemText primary={city} />
                      {city === saved && (
                        <ListItemIcon sx={{ minWidth: 0 }} aria-label={translate('city.marked')}>
                          <Check color="primary" fontSize="small" />
                        </ListItemIcon>
                      )}
                    </ListItemButton>
                  ))}
                </ul>
              </li>
            ))}
          </List>
        )}
      </Paper>
    </Box>
  );
}

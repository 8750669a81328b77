/**
 * Picks students by name or student number: an autocomplete over GET /school/students (spec §7;
 * the data provider's searchStudentsForPicker; digits search `code`, anything else `name`; normal
 * students only), 300 ms after typing stops.
 * Used by the back-fill dialog (several students) and the blacklist's 加入黑名单 (one student).
 */
import { useEffect, useState, type HTMLAttributes, type Key } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { SILENT } from '../../dataProvider';
import type { ActivityDataProvider } from '../../dataProvider/activities';

export interface PickedStudent {
  id: number;
  name: string;
  code: string;
  className?: string;
  collegeName?: string;
}

/** The query a search text becomes: digits → {code}, otherwise {name}. */
export function studentSearchParams(text: string): Record<string, unknown> {
  const t = text.trim();
  return { current: 1, size: 20, status: 1, ...(/^\d+$/.test(t) ? { code: t } : { name: t }) };
}

interface BaseProps {
  label: string;
  error?: string;
  helperText?: string;
  autoFocus?: boolean;
}
type Props =
  | (BaseProps & { multiple: true; value: PickedStudent[]; onChange: (v: PickedStudent[]) => void })
  | (BaseProps & { multiple?: false; value: PickedStudent | null; onChange: (v: PickedStudent | null) => void });

/** Typing pauses this long before the search is sent, ms. */
const SEARCH_DEBOUNCE_MS = 300;

export function StudentPicker(props: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const found = useQuery({
    ...SILENT,
    queryKey: ['activities', 'studentPicker', search],
    queryFn: async (): Promise<PickedStudent[]> =>
      ((await dataProvider.searchStudentsForPicker(studentSearchParams(search)))?.list ?? []).map(({ id, name, code, className, collegeName }) => ({ id, name, code, className, collegeName })),
    enabled: search !== '',
    retry: false,
  });
  const typed = input.trim();
  // Nothing typed: no options; a failed search offers nothing (silent).
  const options = typed && !found.isError ? (found.data ?? []) : [];
  const loading = typed !== '' && (typed !== search || found.isFetching);

  const common = {
    options,
    loading,
    filterOptions: (o: PickedStudent[]) => o,
    getOptionLabel: (o: PickedStudent) => `${o.name}（${o.code}）`,
    isOptionEqualToValue: (a: PickedStudent, b: PickedStudent) => a.id === b.id,
    onInputChange: (_: unknown, v: string, reason: string) => reason !== 'reset' && setInput(v),
    loadingText: translate('activities.picker.searching'),
    noOptionsText: translate(input.trim() ? 'activities.picker.no_match' : 'activities.picker.type_more'),
    renderOption: (attrs: HTMLAttributes<HTMLLIElement> & { key: Key }, o: PickedStudent) => {
      const { key, ...rest } = attrs;
      return (
        <Box component="li" key={key} {...rest}>
          <Box>
            <Typography variant="body2">{`${o.name}（${o.code}）`}</Typography>
            <Typography variant="caption" color="text.secondary">{[o.collegeName, o.className].filter(Boolean).join(' · ')}</Typography>
          </Box>
        </Box>
      );
    },
    renderInput: (params: object) => (
      <TextField
        {...params}
        size="small"
        label={props.label}
        placeholder={translate('activities.picker.placeholder')}
        error={!!props.error}
        helperText={props.error ?? props.helperText ?? ' '}
        autoFocus={props.autoFocus}
      />
    ),
  };
  return props.multiple ? (
    <Autocomplete multiple {...common} value={props.value} onChange={(_, v) => props.onChange(v)} />
  ) : (
    <Autocomplete {...common} value={props.value} onChange={(_, v) => props.onChange(v)} />
  );
}

/**
 * The state of the warning settings form shared by 预警设置 (/analysis/warningSetting: the modules'
 * warning values) and 预警配置 (/system/classify/warn: the same values plus the tiers; issue 13):
 * the settings through the data provider and react-query, the edited values, each field's check
 * (its message names the module or the tier), and the save. A save writes the reply into the query
 * cache (the warning list's module filter reads it too) and refreshes the warning list.
 * Data: GET /analysis/warning/settings → WarningSettings; POST /analysis/warning/settings {items, tiers?}
 * (normal client: a refusal shows the server's message).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { WarningSettings, WarningSettingsInput } from '../../../common/dashboard';
import { tiersProblem, TIER_PERCENT_MAX, TIER_PERCENT_MIN, type WarningTiers } from '../../../common/warningTiers';
import type { WarningDataProvider } from '../../dataProvider/warnings';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The react-query key of GET /analysis/warning/settings (the list's filters share it). */
export const WARNING_SETTINGS_KEY = ['analysis', 'warning-settings'] as const;

/** GET /analysis/warning/settings through the data provider, cached for a minute. */
export function useWarningSettings() {
  const dp = useDataProvider<WarningDataProvider>();
  return useQuery({ queryKey: WARNING_SETTINGS_KEY, queryFn: () => dp.getWarningSettings(), staleTime: 60_000, refetchOnWindowFocus: false, retry: false });
}

/** The message of one module's field, naming its module, or undefined when the value is valid. */
export function minHoursProblem(translate: Translate, name: string, raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return translate('analysis.setting.required_value', { name });
  if (!/^\d+(\.\d+)?$/.test(value)) return translate('analysis.setting.invalid', { name });
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return translate('analysis.setting.decimals', { name });
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(value.replace(/^0+(?=\d)/, ''))) return translate('analysis.setting.too_large', { name });
  return undefined;
}

/** The two percentages as typed. */
export interface TierValues {
  yellowPercent: string;
  redPercent: string;
}
export type TierErrors = Partial<Record<keyof TierValues, string>>;

/** Typed percentages as numbers (NaN unless whole digits). */
export function parseTiers(v: TierValues): WarningTiers {
  const n = (s: string) => (/^\s*\d{1,3}\s*$/.test(s) ? Number(s) : Number.NaN);
  return { yellowPercent: n(v.yellowPercent), redPercent: n(v.redPercent) };
}

/** The messages of the tiers, by field: each 1–100, then red below yellow (common/warningTiers.ts, as the server). */
export function tierProblems(translate: Translate, v: TierValues): TierErrors {
  const t = parseTiers(v);
  const inRange = (n: number) => Number.isInteger(n) && n >= TIER_PERCENT_MIN && n <= TIER_PERCENT_MAX;
  const errors: TierErrors = {};
  if (!inRange(t.yellowPercent)) errors.yellowPercent = translate('analysis.tiers.invalid_yellow');
  if (!inRange(t.redPercent)) errors.redPercent = translate('analysis.tiers.invalid_red');
  if (!errors.yellowPercent && !errors.redPercent && tiersProblem(t)?.problem === 'order') errors.redPercent = translate('analysis.tiers.order');
  return errors;
}

const same = (a: string, b: string) => a.trim() === b.trim() || (a.trim() !== '' && Number(a) === Number(b));
const tierText = (t: WarningTiers | undefined): TierValues => ({ yellowPercent: String(t?.yellowPercent ?? ''), redPercent: String(t?.redPercent ?? '') });

/**
 * The form over the settings. `withTiers`: the tiers are edited and sent too (预警配置); otherwise
 * only the modules' values are (预警设置).
 */
export function useWarningSettingsForm({ withTiers }: { withTiers: boolean }) {
  const translate = useTranslate();
  const dp = useDataProvider<WarningDataProvider>();
  const queryClient = useQueryClient();
  const query = useWarningSettings();
  const settings = query.data;
  const [values, setValues] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string | undefined>>({});
  const [tiers, setTiers] = useState<TierValues>(tierText(undefined));
  const [tierErrors, setTierErrors] = useState<TierErrors>({});

  const load = useCallback((next: WarningSettings) => {
    setValues(Object.fromEntries(next.items.map((i) => [i.classifyId, i.minHours])));
    setErrors({});
    setTiers(tierText(next.tiers));
    setTierErrors({});
  }, []);
  useEffect(() => {
    if (settings) load(settings);
  }, [settings, load]);

  const items = useMemo(() => settings?.items ?? [], [settings]);
  const dirty = useMemo(() => {
    const modules = items.some((i) => !same(values[i.classifyId] ?? '', i.minHours));
    const saved = tierText(settings?.tiers);
    return modules || (withTiers && (!same(tiers.yellowPercent, saved.yellowPercent) || !same(tiers.redPercent, saved.redPercent)));
  }, [items, values, withTiers, tiers, settings]);
  const changedModules = items.filter((i) => !same(values[i.classifyId] ?? '', i.minHours)).length;

  const change = (id: number, value: string) => {
    setValues((v) => ({ ...v, [id]: value }));
    setErrors((e) => ({ ...e, [id]: undefined }));
  };
  const check = (id: number, name: string) => setErrors((e) => ({ ...e, [id]: minHoursProblem(translate, name, values[id] ?? '') }));
  const changeTier = (field: keyof TierValues, value: string) => {
    setTiers((t) => ({ ...t, [field]: value }));
    setTierErrors({});
  };
  const checkTiers = () => setTierErrors(tierProblems(translate, tiers));

  /** Checks every field, showing each message; true when all are valid. */
  const validate = (): boolean => {
    const found = Object.fromEntries(items.map((i) => [i.classifyId, minHoursProblem(translate, i.classifyName, values[i.classifyId] ?? '')]));
    setErrors(found);
    const tierFound = withTiers ? tierProblems(translate, tiers) : {};
    setTierErrors(tierFound);
    return !Object.values(found).some(Boolean) && !Object.values(tierFound).some(Boolean);
  };

  const input = (): WarningSettingsInput => ({
    items: items.map((i) => ({ classifyId: i.classifyId, minHours: (values[i.classifyId] ?? '').trim() })),
    ...(withTiers ? { tiers: parseTiers(tiers) } : {}),
  });

  const mutation = useMutation({
    mutationFn: (body: WarningSettingsInput) => dp.saveWarningSettings(body),
    onSuccess: (next) => {
      queryClient.setQueryData(WARNING_SETTINGS_KEY, next);
      load(next);
      // The warning list's rows and levels follow the new settings.
      void queryClient.invalidateQueries({ queryKey: ['analysisWarnings'] });
    },
  });

  return {
    settings, loading: query.isPending, items, values, errors, change, check,
    tiers, tierErrors, changeTier, checkTiers, dirty, changedModules, validate, input,
    /** Posts the form; resolves true when saved (a refusal was shown by the client). */
    save: async () => {
      try {
        await mutation.mutateAsync(input());
        return true;
      } catch {
        return false;
      }
    },
    saving: mutation.isPending,
    reset: () => settings && load(settings),
  };
}

export type WarningSettingsFormState = ReturnType<typeof useWarningSettingsForm>;

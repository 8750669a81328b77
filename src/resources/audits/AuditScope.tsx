/**
 * The review decisions of one audit list (issue 4 "batch audits"): rendered inside a react-admin
 * list, it owns the decision dialog and sends the decision {ids, result, opinion} through the data
 * provider's review verb (POST /activity/audit/first, /activity/report/audit or
 * /blacklist/appeal/audit) for one row or for the checked rows (the server treats the whole batch as one transaction), then tells how many
 * were handled, clears the selection and reloads the list. Buttons below ask through
 * useAuditRequest().
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import { Button, Stack } from '@mui/material';
import { useDataProvider, useListContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { ActivityDataProvider, AuditDecision, AuditDecisionReply, AuditVerb } from '../../dataProvider/activities';
import type { AuditResult } from './AuditDialog';
import { RowActions } from '../shared/FitTable';
import { useAuditFlow } from './useAuditFlow';

export interface AuditConfig {
  /** The provider's review verb, e.g. 'auditActivities' (POST /activity/audit/first). */
  verb?: AuditVerb;
  /**
   * Or a feature's own decision verb (issue 19 groups: e.g. POST /site/audit through the venue
   * provider): sends {ids, result, opinion?} and resolves with how many were handled (`done`).
   */
  send?: (input: { ids: number[]; result: AuditResult; opinion?: string }) => Promise<{ done?: number } | null>;
  /** The decisions this page offers, in button order. */
  results: AuditResult[];
  /** i18n key of the consequence line of each decision. */
  consequences?: Partial<Record<AuditResult, string>>;
  /** What names a row in the dialog (default: its `name`). */
  nameOf?: (row: RaRecord) => string;
  /** Whether a row may be decided on (default: every row). */
  canAudit?: (row: RaRecord) => boolean;
}

interface AuditRequest {
  config: AuditConfig;
  request: (result: AuditResult, ids: Identifier[]) => void;
}

const AuditContext = createContext<AuditRequest | null>(null);

/** The enclosing AuditScope's request function and config. */
export function useAuditRequest(): AuditRequest {
  const ctx = useContext(AuditContext);
  if (!ctx) throw new Error('useAuditRequest must be used inside <AuditScope>');
  return ctx;
}

export function AuditScope({ config, children }: { config: AuditConfig; children: ReactNode }) {
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const { data } = useListContext();
  const { request, dialog } = useAuditFlow<AuditResult>({
    send: async (result, ids, opinion) => {
      const input = { ids, result, ...(opinion ? { opinion } : {}) };
      const reply: { done?: number; granted?: number } | null = config.send ? await config.send(input) : await dataProvider[config.verb!](input);
      const done = reply?.done ?? ids.length;
      return reply?.granted !== undefined && result === 'pass' ? ['audits.done_granted', { count: done, granted: reply.granted }] : ['audits.done', { count: done }];
    },
    rowOf: (id) => data?.find((r) => r.id === id),
    nameOf: config.nameOf ?? ((row: RaRecord) => String(row.name ?? row.id)),
    consequence: (result) => config.consequences?.[result],
  });
  const value = useMemo(() => ({ config, request }), [config, request]);
  return (
    <AuditContext.Provider value={value}>
      {children}
      {dialog}
    </AuditContext.Provider>
  );
}

const icons: Record<AuditResult, ReactNode> = {
  pass: <CheckCircleOutline />,
  reject: <HighlightOff />,
  refuse: <DoNotDisturbOnOutlined />,
};

/** 批量通过 / 批量驳回 (/ 批量拒绝) for the checked rows: DataTable's bulkActionButtons. */
export function BulkAuditButtons() {
  const translate = useTranslate();
  const { config, request } = useAuditRequest();
  const { selectedIds, data } = useListContext();
  const allowed = (selectedIds ?? []).filter((id) => {
    const row = data?.find((r) => r.id === id);
    return !row || !config.canAudit || config.canAudit(row);
  });
  return (
    <Stack direction="row" spacing={1}>
      {config.results.map((result) => (
        <Button
          key={result}
          size="small"
          variant={result === 'pass' ? 'contained' : 'outlined'}
          color={result === 'pass' ? 'primary' : 'error'}
          startIcon={icons[result]}
          disabled={allowed.length === 0}
          onClick={() => request(result, allowed)}
        >
          {translate(`audits.action.batch_${result}`)}
        </Button>
      ))}
    </Stack>
  );
}

/**
 * The single-row decision buttons of the 操作 column (clicks do not open the row); in a compact
 * list 通过 stays and 驳回 / 拒绝 go into the row's ⋮ menu.
 */
export function RowAuditButtons({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const { config, request } = useAuditRequest();
  if (config.canAudit && !config.canAudit(record)) return null;
  return (
    <RowActions
      actions={config.results.map((result) => ({
        key: result,
        label: translate(`audits.action.${result}`),
        color: result === 'pass' ? 'primary' : 'error',
        onClick: () => request(result, [record.id]),
      }))}
    />
  );
}

/**
 * The decisions of the declaration review queue: rendered inside the react-admin list, it owns the
 * decision dialog (audits/AuditDialog: 通过 confirms with an optional opinion, 驳回 refuses a blank
 * reason) and sends POST /declare/audit for one row or for the checked rows, then says what
 * happened, clears the selection and reloads. A batch must hold declarations of ONE project: when
 * the checked rows span several, the batch buttons are disabled with '批量审核只能选择同一项目的申报'.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import HighlightOff from '@mui/icons-material/HighlightOff';
import { Button, Stack, Typography } from '@mui/material';
import { useDataProvider, useListContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { DeclarationDataProvider } from '../../dataProvider/declarations';
import { useAuditFlow } from '../audits/useAuditFlow';
import { declarationAuditInput, doneMessage, spansProjects, type Decision } from './audit';

interface Request {
  request: (decision: Decision, ids: Identifier[]) => void;
  /** The project of a row seen on any page of this list. */
  projectOf: (id: unknown) => number | undefined;
}

const Context = createContext<Request | null>(null);

function useRequest(): Request {
  const ctx = useContext(Context);
  if (!ctx) throw new Error('declaration audit buttons must be inside <DeclarationAuditScope>');
  return ctx;
}

const nameOf = (row: RaRecord) => `${row.userName ?? ''}${row.optionName ? `（${row.projectName} · ${row.optionName}）` : ''}`;

export function DeclarationAuditScope({ children }: { children: ReactNode }) {
  const dataProvider = useDataProvider<DeclarationDataProvider>();
  const { data } = useListContext();
  // Rows seen so far, so that a selection kept across pages still knows its projects and names.
  const seen = useRef(new Map<string, RaRecord>());
  useEffect(() => {
    for (const row of data ?? []) seen.current.set(String(row.id), row);
  }, [data]);
  const rowOf = useCallback((id: unknown) => data?.find((r) => r.id === id) ?? seen.current.get(String(id)), [data]);
  const projectOf = useCallback((id: unknown) => {
    const p = rowOf(id)?.projectId;
    return p === undefined || p === null ? undefined : Number(p);
  }, [rowOf]);
  const { request, dialog } = useAuditFlow<Decision>({
    send: async (decision, ids, opinion) => doneMessage(decision, await dataProvider.auditDeclarations(declarationAuditInput(ids, decision, opinion)), ids.length),
    rowOf,
    nameOf,
    consequence: (decision) => `declarations.audit.consequence_${decision}`,
  });
  const value = useMemo(() => ({ request, projectOf }), [request, projectOf]);

  return (
    <Context.Provider value={value}>
      {children}
      {dialog}
    </Context.Provider>
  );
}

const icons: Record<Decision, ReactNode> = { pass: <CheckCircleOutline />, reject: <HighlightOff /> };

/** 批量通过 / 批量驳回 for the checked rows (DataTable's bulkActionButtons). */
export function BulkDeclarationButtons() {
  const translate = useTranslate();
  const { request, projectOf } = useRequest();
  const { selectedIds } = useListContext();
  const ids = selectedIds ?? [];
  const mixed = spansProjects(ids, projectOf);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {mixed ? (
        <Typography variant="body2" color="warning.dark" role="status" data-testid="batch-hint">
          {translate('declarations.audit.same_project')}
        </Typography>
      ) : null}
      {(['pass', 'reject'] as Decision[]).map((decision) => (
        <Button
          key={decision} size="small" variant={decision === 'pass' ? 'contained' : 'outlined'} color={decision === 'pass' ? 'primary' : 'error'}
          startIcon={icons[decision]} disabled={ids.length === 0 || mixed} onClick={() => request(decision, ids)}
        >
          {translate(`audits.action.batch_${decision}`)}
        </Button>
      ))}
    </Stack>
  );
}

/** 通过 / 驳回 of one row (clicks do not open the row). */
export function RowDeclarationButtons({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const { request } = useRequest();
  const click = (decision: Decision) => (e: MouseEvent) => {
    e.stopPropagation();
    request(decision, [record.id]);
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ whiteSpace: 'nowrap' }}>
      <Button size="small" sx={{ minWidth: 0 }} onClick={click('pass')}>{translate('audits.action.pass')}</Button>
      <Button size="small" color="error" sx={{ minWidth: 0 }} onClick={click('reject')}>{translate('audits.action.reject')}</Button>
    </Stack>
  );
}

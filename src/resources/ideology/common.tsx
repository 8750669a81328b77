/**
 * Pieces the 党团工作 pages share (issue 20): the data provider hook, branch choices, student
 * pickers, a form dialog validated by the endpoint's schema (values sent as typed: times stay
 * 'YYYY-MM-DD HH:mm'), a time input, and the column label of a field (ideology.f.<field>).
 */
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput, SelectInput, TextInput, useDataProvider, useTranslate, type TextInputProps } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { IdeologyDataProvider } from '../../dataProvider/ideology';
import { SchemaFormDialog } from '../shared/SchemaFormDialog';
import { schemaResolver, useSchemaSubmit } from '../shared/schemaForm';

export const useIdeology = () => useDataProvider<IdeologyDataProvider>();

/** The i18n key of a field's label. */
export const f = (field: string) => `ideology.f.${field}`;

/** An enum's name in the interface language: `key` like 'meetingKind.3' (the server's Chinese name when the catalogue has none). */
export function useEnumName() {
  const translate = useTranslate();
  return useCallback((key: string, fallback: string) => translate(`ideology.${key}`, { _: fallback }), [translate]);
}

/** A stage's name in the interface language (the server's Chinese name when the catalogue has none). */
export function useStageName() {
  const translate = useTranslate();
  return useCallback((kind: number, stage: number, fallback: string) => translate(`ideology.stage.${kind}.${stage}`, { _: fallback }), [translate]);
}

/** Every branch {id, name, kind}, cached per page. */
export function useBranches(kind?: number) {
  const dp = useIdeology();
  const { data } = useQuery({ queryKey: ['ideologyBranches'], queryFn: () => dp.getIdeologyBranches() });
  return useMemo(() => (data ?? []).filter((b) => kind === undefined || b.kind === kind), [data, kind]);
}

/** A branch select (of `kind` when given). */
export function BranchInput({ kind, source = 'branchId', alwaysOn }: { kind?: number; source?: string; alwaysOn?: boolean }) {
  const branches = useBranches(kind);
  return <SelectInput source={source} label={f('branchId')} choices={branches} optionText="name" fullWidth={!alwaysOn} size="small" alwaysOn={alwaysOn} />;
}

const studentText = (r: { name?: string; code?: string } | undefined) => (r ? `${r.name ?? ''} ${r.code ?? ''}` : '');
const byName = (q: string) => ({ name: q });

/** One student, searched by name. */
export function StudentInput({ source, label }: { source: string; label?: string }) {
  return (
    <ReferenceInput source={source} reference="students">
      <AutocompleteInput label={label ?? f(source)} optionText={studentText} filterToQuery={byName} fullWidth size="small" />
    </ReferenceInput>
  );
}

/** Several students, searched by name. */
export function StudentsInput({ source, label }: { source: string; label?: string }) {
  return (
    <ReferenceArrayInput source={source} reference="students">
      <AutocompleteArrayInput label={label ?? f(source)} optionText={studentText} filterToQuery={byName} fullWidth size="small" />
    </ReferenceArrayInput>
  );
}

/** A 'YYYY-MM-DD HH:mm' time through the browser's date-time picker. */
export function TimeInput(props: Omit<TextInputProps, 'type'>) {
  return (
    <TextInput
      {...props} type="datetime-local" size="small" fullWidth InputLabelProps={{ shrink: true }}
      format={(v: string | undefined) => (v ? v.replace(' ', 'T') : '')} parse={(v: string) => v.replace('T', ' ')}
    />
  );
}

export interface FormDialogProps {
  open: boolean;
  title: string;
  schema: z.ZodType<unknown, Record<string, unknown>>;
  /** The fields a refusal may name (shown under the input). */
  fields: readonly string[];
  defaults: object;
  save: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
  wide?: boolean;
  children: ReactNode;
}

/** A create/edit dialog: the endpoint's schema validates, a refusal naming a field shows under it. */
export function FormDialog({ open, title, schema, fields, defaults, save, onClose, onSaved, wide, children }: FormDialogProps) {
  const translate = useTranslate();
  const resolver = useMemo(() => schemaResolver(schema as never, {}, { raw: true }), [schema]);
  const done = useCallback(() => onSaved(), [onSaved]);
  const { onSubmit, formError, clearFormError } = useSchemaSubmit(save, fields, done);
  useEffect(() => {
    if (open) clearFormError();
  }, [open, clearFormError]);
  return (
    <SchemaFormDialog open={open} title={translate(title)} formKey={`${title}:${String(open)}`} defaultValues={defaults as Record<string, unknown>} resolver={resolver} onSubmit={onSubmit} formError={formError} onClose={onClose} wide={wide}>
      {children}
    </SchemaFormDialog>
  );
}

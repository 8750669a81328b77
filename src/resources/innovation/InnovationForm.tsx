/**
 * A create/edit dialog of an innovation record driven by a list of fields (issue 20): text, long
 * text, date, choice, several choices; validated by the endpoint's own schema (common/schemas/
 * innovation.ts) and saved through the data provider, a refusal naming a field under it.
 */
import { useCallback, useMemo } from 'react';
import { DateInput, SelectArrayInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { SchemaFormDialog } from '../shared/SchemaFormDialog';
import { schemaResolver, useSchemaSubmit } from '../shared/schemaForm';

export interface Choice {
  id: number | string;
  name: string;
}

export interface FieldSpec {
  name: string;
  kind?: 'text' | 'multiline' | 'date' | 'select' | 'multiselect';
  choices?: Choice[];
  optional?: boolean;
}

export interface InnovationFormProps {
  open: boolean;
  title: string;
  schema: z.ZodType<unknown, FieldValues>;
  fields: FieldSpec[];
  defaults?: FieldValues;
  save: (values: FieldValues) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
}

export function InnovationForm({ open, title, schema, fields, defaults, save, onClose, onSaved }: InnovationFormProps) {
  const translate = useTranslate();
  const resolver = useMemo(() => schemaResolver(schema, {}, { raw: true }), [schema]);
  const names = useMemo(() => fields.map((f) => f.name), [fields]);
  const { onSubmit, formError } = useSchemaSubmit(save, names, onSaved);
  const label = useCallback((f: string) => `innovation.fields.${f}`, []);
  return (
    <SchemaFormDialog open={open} title={translate(title)} formKey={open ? JSON.stringify(defaults ?? {}) : 'closed'} defaultValues={defaults ?? {}}
      resolver={resolver} onSubmit={onSubmit} formError={formError} onClose={onClose} texts="innovation" wide={fields.length > 6}>
      {fields.map((f, i) => {
        const common = { source: f.name, label: label(f.name), fullWidth: true, size: 'small' as const, isRequired: !f.optional };
        if (f.kind === 'select') return <SelectInput key={f.name} {...common} choices={f.choices ?? []} translateChoice={false} emptyText={f.optional ? 'innovation.none' : undefined} />;
        if (f.kind === 'multiselect') return <SelectArrayInput key={f.name} {...common} choices={f.choices ?? []} translateChoice={false} />;
        if (f.kind === 'date') return <DateInput key={f.name} {...common} />;
        return <TextInput key={f.name} {...common} autoFocus={i === 0} multiline={f.kind === 'multiline'} minRows={f.kind === 'multiline' ? 3 : undefined} />;
      })}
    </SchemaFormDialog>
  );
}

/** Translated choices of a label table (common/innovation.ts), e.g. the levels. */
export function useLabelChoices(prefix: string, ids: readonly number[]): Choice[] {
  const translate = useTranslate();
  return useMemo(() => ids.map((id) => ({ id, name: translate(`innovation.${prefix}.${id}`) })), [translate, prefix, ids]);
}

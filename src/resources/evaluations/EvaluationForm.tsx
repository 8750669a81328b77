/**
 * The create/edit dialog of an evaluation project or application (issue 21): the fields listed,
 * validated by the endpoint's own schema (common/schemas/evaluations.ts) and saved through the data
 * provider; a refusal naming a field shows under it, any other above the fields.
 */
import { useMemo } from 'react';
import { BooleanInput, DateInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { SchemaFormDialog } from '../shared/SchemaFormDialog';
import { schemaResolver, useSchemaSubmit } from '../shared/schemaForm';

export interface FieldSpec {
  name: string;
  kind?: 'text' | 'multiline' | 'date' | 'select' | 'boolean';
  choices?: { id: number; name: string }[];
  optional?: boolean;
  /** i18n key of a hint under the field. */
  helper?: string;
}

export function EvaluationForm({ open, title, schema, fields, defaults, save, onClose, onSaved }: {
  open: boolean; title: string; schema: z.ZodType<unknown, FieldValues>; fields: FieldSpec[]; defaults: FieldValues;
  save: (values: FieldValues) => Promise<unknown>; onClose: () => void; onSaved: () => void;
}) {
  const translate = useTranslate();
  const resolver = useMemo(() => schemaResolver(schema, {}, { raw: true }), [schema]);
  const names = useMemo(() => fields.map((f) => f.name), [fields]);
  const { onSubmit, formError } = useSchemaSubmit(save, names, onSaved);
  return (
    <SchemaFormDialog open={open} title={translate(title)} formKey={open ? JSON.stringify(defaults) : 'closed'} defaultValues={defaults}
      resolver={resolver} onSubmit={onSubmit} formError={formError} onClose={onClose} texts="evaluations">
      {fields.map((f, i) => {
        const common = { source: f.name, label: `evaluations.fields.${f.name}`, fullWidth: true, size: 'small' as const, isRequired: !f.optional, helperText: f.helper ?? false };
        if (f.kind === 'select') return <SelectInput key={f.name} {...common} choices={f.choices ?? []} translateChoice={false} />;
        if (f.kind === 'date') return <DateInput key={f.name} {...common} />;
        if (f.kind === 'boolean') return <BooleanInput key={f.name} source={f.name} label={common.label} />;
        return <TextInput key={f.name} {...common} autoFocus={i === 0} multiline={f.kind === 'multiline'} minRows={f.kind === 'multiline' ? 3 : undefined} />;
      })}
    </SchemaFormDialog>
  );
}

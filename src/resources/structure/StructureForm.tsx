/**
 * Create or edit a record of one structure level (校区, 院系, 专业, 班级): the level's fields
 * (levels.ts) in a react-admin form validated by the add endpoint's own schema (common/schemas/
 * structure.ts); POST the resource's add | update through the data provider, silently, so a
 * server refusal naming a field shows under it (a college moved under its own descendant: under
 * 上级院系) and any other stays in the dialog. `preset` fills a new record's fields (the tree's
 * 添加下级院系 presets parentId).
 */
import { useCallback, useEffect, useMemo } from 'react';
import { SelectInput, TextInput, useTranslate, type Identifier } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSaveRecord, type FormDialogRender } from '../shared/CrudList';
import { SchemaFormDialog } from '../shared/SchemaFormDialog';
import { schemaResolver, useSchemaSubmit } from '../shared/schemaForm';
import { useStructureOptions } from '../students/structureOptions';
import { levelMessages, toData, toValues, type StructureField, type StructureLevel, type StructureValues } from './levels';

/** What the form edits: a list row or a tree node (only the fields it has). */
export type StructureRecord = { id: Identifier; name: string };

export interface StructureFormProps extends FormDialogRender<StructureRecord> {
  level: StructureLevel;
  preset?: StructureValues;
  /** Replaces 新增… / 编辑… (the tree's 在「…」下新增院系). */
  title?: string;
}

export function StructureForm({ level, open, record, onClose, onSaved, preset, title }: StructureFormProps) {
  const translate = useTranslate();
  const saveRecord = useSaveRecord(level.resource);
  // A string key, so a preset object rebuilt on each render does not reset the open form.
  const presetKey = JSON.stringify(preset ?? {});
  const defaultValues = useMemo(() => toValues(level, record, JSON.parse(presetKey) as StructureValues), [level, record, presetKey]);
  // Raw: the request sends the values as typed (trimmed), '' clearing an optional field.
  const resolver = useMemo(() => schemaResolver(level.schema, levelMessages(level, translate), { raw: true }), [level, translate]);
  const save = useCallback((values: Record<string, unknown>) => saveRecord(record?.id, toData(level, values)), [saveRecord, record, level]);
  const saved = useCallback(() => onSaved(!record), [onSaved, record]);
  const fields = useMemo(() => level.fields.map((f) => f.name), [level]);
  const { onSubmit, formError, clearFormError } = useSchemaSubmit(save, fields, saved);
  useEffect(() => {
    if (open) clearFormError();
  }, [open, clearFormError]);
  const label = (f: string) => `resources.${level.resource}.fields.${f}`;

  return (
    <SchemaFormDialog
      open={open}
      title={title ?? translate(record ? 'structure.dialog.edit' : 'structure.dialog.create', { name: translate(`resources.${level.resource}.name`, { smart_count: 1 }) })}
      formKey={`${record?.id ?? 'new'}:${presetKey}`}
      defaultValues={defaultValues}
      resolver={resolver}
      onSubmit={onSubmit}
      formError={formError}
      onClose={onClose}
    >
      {level.fields.map((f, i) =>
        f.input === 'select' ? (
          <LevelSelect key={f.name} level={level} field={f} label={label(f.name)} recordId={record?.id} />
        ) : (
          <TextInput
            key={f.name}
            source={f.name}
            label={label(f.name)}
            isRequired={f.required}
            autoFocus={i === 0}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { maxLength: f.maxLength, inputMode: f.numeric ? 'numeric' : undefined, 'aria-label': translate(label(f.name)) } }}
          />
        ),
      )}
    </SchemaFormDialog>
  );
}

interface LevelSelectProps {
  level: StructureLevel;
  field: StructureField<Record<string, unknown>>;
  label: string;
  recordId?: Identifier;
}

/** A select over a structure list; its own component so each one holds its options query. */
function LevelSelect({ level, field, label, recordId }: LevelSelectProps) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const values = useWatch() as StructureValues;
  const options = field.options!;
  const { choices } = useStructureOptions(options.kind, options.parents?.(values) ?? {});
  const shown = useMemo(() => (options.excludeSelf ? choices.filter((c) => c.id !== recordId) : choices), [choices, options.excludeSelf, recordId]);
  const need = field.needs ? values[field.needs.field] : undefined;
  const waiting = field.needs !== undefined && (need === '' || need === null || need === undefined);
  return (
    <SelectInput
      source={field.name}
      label={label}
      choices={shown}
      isRequired={field.required}
      emptyText={field.emptyLabel}
      disabled={waiting}
      helperText={waiting ? translate(field.needs!.hint) : undefined}
      fullWidth
      size="small"
      // A field that depends on this one starts over (a new college: choose its major again).
      onChange={() => level.fields.filter((f) => f.needs?.field === field.name).forEach((f) => setValue(f.name, ''))}
    />
  );
}

/**
 * Create or edit a record of one structure level (校区, 院系, 专业, 班级): the level's fields
 * (levels.ts) with their local checks; POST the resource's add | update through the data provider,
 * silently, so a server refusal naming a field shows under it (a college moved under its own
 * descendant: under 上级院系) and any other stays in the dialog. `preset` fills a new record's
 * fields (the tree's 添加下级院系 presets parentId).
 */
import { useEffect, useMemo } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { useSaveRecord, type FormDialogRender } from '../shared/CrudList';
import { FormDialog } from '../shared/FormDialog';
import { FormSelect, FormText } from '../shared/FormFields';
import { useFormState, type FormState } from '../shared/useFormState';
import { useStructureOptions } from '../students/structureOptions';
import { toData, toValues, validate, type StructureField, type StructureLevel, type StructureValues } from './levels';

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
  const form = useFormState<StructureValues>(toValues(level, record, preset));
  const saveRecord = useSaveRecord(level.resource);
  const { reset } = form;
  // A string key, so a preset object rebuilt on each render does not reset the open form.
  const presetKey = JSON.stringify(preset ?? {});
  useEffect(() => {
    if (open) reset(toValues(level, record, JSON.parse(presetKey) as StructureValues));
  }, [open, record, presetKey, level, reset]);
  const label = (f: string) => translate(`resources.${level.resource}.fields.${f}`);

  const save = async () => {
    const ok = await form.submit(
      (v) => validate(level, translate, v),
      (v) => saveRecord(record?.id, toData(level, v)),
    );
    if (ok) onSaved(!record);
  };

  return (
    <FormDialog
      open={open}
      title={title ?? translate(record ? 'structure.dialog.edit' : 'structure.dialog.create', { name: translate(`resources.${level.resource}.name`, { smart_count: 1 }) })}
      saving={form.saving}
      error={form.formError}
      onClose={onClose}
      onSubmit={save}
    >
      {level.fields.map((f, i) =>
        f.input === 'select' ? (
          <LevelSelect key={f.name} level={level} field={f} form={form} label={label(f.name)} recordId={record?.id} />
        ) : (
          <FormText key={f.name} form={form} name={f.name} label={label(f.name)} required={f.required} maxLength={f.maxLength} inputMode={f.numeric ? 'numeric' : undefined} autoFocus={i === 0} />
        ),
      )}
    </FormDialog>
  );
}

interface LevelSelectProps {
  level: StructureLevel;
  field: StructureField<Record<string, unknown>>;
  form: FormState<StructureValues>;
  label: string;
  recordId?: Identifier;
}

/** A select over a structure list; its own component so each one holds its options query. */
function LevelSelect({ level, field, form, label, recordId }: LevelSelectProps) {
  const translate = useTranslate();
  const options = field.options!;
  const { choices } = useStructureOptions(options.kind, options.parents?.(form.values) ?? {});
  const shown = useMemo(() => (options.excludeSelf ? choices.filter((c) => c.id !== recordId) : choices), [choices, options.excludeSelf, recordId]);
  const waiting = field.needs !== undefined && form.values[field.needs.field] === '';
  return (
    <FormSelect
      form={form}
      name={field.name}
      label={label}
      choices={shown}
      required={field.required}
      emptyLabel={field.emptyLabel ? translate(field.emptyLabel) : undefined}
      disabled={waiting}
      helperText={waiting ? translate(field.needs!.hint) : undefined}
      // A field that depends on this one starts over (a new college: choose its major again).
      onChange={() => level.fields.filter((f) => f.needs?.field === field.name).forEach((f) => form.set(f.name, ''))}
    />
  );
}

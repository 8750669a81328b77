/**
 * A structure select inside a react-admin form (the list's filter form or the student form):
 * 校区 → 学院 → 专业 → 班级 cascade. Its choices depend on the parents' current values; choosing a
 * value clears the selects below it, so a stale class never outlives its major. Colleges, majors
 * and classes use the shared tree picker (issue 18 item 8).
 */
import { SelectInput, type SelectInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { TREE_KINDS } from '../shared/StructureFilter';
import { TreePickerInput, type TreePickerInputProps } from '../shared/TreePicker';
import { useStructureOptions, type StructureKind, type StructureParents } from './structureOptions';

/** The selects below each one (cleared when it changes). */
export const CASCADE: Record<StructureKind, string[]> = {
  campus: ['collegeId', 'majorId', 'classId'],
  college: ['majorId', 'classId'],
  major: ['classId'],
  grade: ['classId'],
  class: [],
};

/** Which parent values narrow each kind's choices. */
function parentsOf(kind: StructureKind, v: { campusId?: unknown; collegeId?: unknown; majorId?: unknown; grade?: unknown }): StructureParents {
  const pick = (x: unknown) => (x === undefined || x === null || x === '' ? undefined : (x as number | string));
  if (kind === 'college') return { campusId: pick(v.campusId) };
  if (kind === 'major') return { collegeId: pick(v.collegeId) };
  if (kind === 'class') return { majorId: pick(v.majorId), grade: pick(v.grade) as string | undefined };
  return {};
}

export type StructureSelectInputProps = Omit<SelectInputProps, 'choices' | 'source'> & {
  kind: StructureKind;
  source: string;
};

export function StructureSelectInput({ kind, source, onChange, ...rest }: StructureSelectInputProps) {
  const { setValue } = useFormContext();
  const [campusId, collegeId, majorId, grade] = useWatch({ name: ['campusId', 'collegeId', 'majorId', 'grade'] });
  const { choices, enabled } = useStructureOptions(kind, parentsOf(kind, { campusId, collegeId, majorId, grade }));
  const clearBelow = () => {
    for (const child of CASCADE[kind]) setValue(child, '', { shouldDirty: true });
  };
  if (TREE_KINDS.includes(kind)) {
    const { label, validate, isRequired, helperText, sx } = rest;
    return (
      <TreePickerInput
        source={source} label={typeof label === 'string' ? label : source} choices={choices} disabled={!enabled || rest.disabled}
        validate={validate} isRequired={isRequired} helperText={helperText} sx={sx as TreePickerInputProps['sx']} onPicked={clearBelow}
      />
    );
  }
  return (
    <SelectInput
      source={source}
      choices={choices}
      disabled={!enabled}
      onChange={(event) => {
        clearBelow();
        onChange?.(event);
      }}
      {...rest}
    />
  );
}

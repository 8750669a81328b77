/**
 * A list filter over the school's structure (GET /school/structure/options): campus, college,
 * major (of the chosen college), class or grade. A child filter reads its parents from the list's
 * current filter values, so choosing a college narrows the majors. Colleges, majors and classes
 * are picked with the tree picker (院系 tree, majors under their college, classes under their
 * major, with search; issue 18 item 8); campus and grade stay short selects.
 */
import { SelectInput, useListContext, useTranslate } from 'react-admin';
import { useStructureOptions, type StructureKind, type StructureParents } from '../students/structureOptions';
import { TreePickerInput } from './TreePicker';

export interface StructureFilterProps {
  kind: StructureKind;
  source: string;
  label: string;
  alwaysOn?: boolean;
  /** The parent filter the list waits for (default: the kind's usual parent, e.g. a class waits for the major). */
  requires?: keyof StructureParents;
}

/** The kinds picked with the tree picker (the others are short lists). */
export const TREE_KINDS: StructureKind[] = ['college', 'major', 'class'];

export function StructureFilter({ kind, source, label, requires }: StructureFilterProps) {
  const translate = useTranslate();
  const { campusId, collegeId, majorId } = (useListContext().filterValues ?? {}) as Record<string, number | undefined>;
  const parents = kind === 'college' ? { campusId } : kind === 'major' ? { collegeId } : kind === 'class' ? { collegeId, majorId } : kind === 'grade' ? { collegeId, majorId } : {};
  const { choices, enabled } = useStructureOptions(kind, parents, requires);
  if (TREE_KINDS.includes(kind)) return <TreePickerInput source={source} label={label} choices={choices} disabled={!enabled} helperText={false} sx={{ minWidth: 180 }} />;
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      disabled={!enabled}
      helperText={false}
      emptyText={translate('structure.filters.all')}
      sx={{ minWidth: 150 }}
    />
  );
}

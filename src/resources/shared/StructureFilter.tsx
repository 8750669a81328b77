/**
 * A list filter select over the school's structure (GET /school/structure/options): campus,
 * college, major (of the chosen college), class or grade. A child filter reads its parents from
 * the list's current filter values, so choosing a college narrows the majors.
 */
import { SelectInput, useListContext, useTranslate } from 'react-admin';
import { useStructureOptions, type StructureKind, type StructureParents } from '../students/structureOptions';

export interface StructureFilterProps {
  kind: StructureKind;
  source: string;
  label: string;
  alwaysOn?: boolean;
  /** The parent filter the list waits for (default: the kind's usual parent, e.g. a class waits for the major). */
  requires?: keyof StructureParents;
}

export function StructureFilter({ kind, source, label, requires }: StructureFilterProps) {
  const translate = useTranslate();
  const { campusId, collegeId, majorId } = (useListContext().filterValues ?? {}) as Record<string, number | undefined>;
  const parents = kind === 'college' ? { campusId } : kind === 'major' ? { collegeId } : kind === 'class' ? { collegeId, majorId } : kind === 'grade' ? { collegeId, majorId } : {};
  const { choices, enabled } = useStructureOptions(kind, parents, requires);
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

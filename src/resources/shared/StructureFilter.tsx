/**
 * A list filter select over the school's structure (GET /school/structure/options): campus,
 * college, major (of the chosen college), class or grade. A child filter reads its parents from
 * the list's current filter values, so choosing a college narrows the majors.
 */
import { SelectInput, useListContext, useTranslate } from 'react-admin';
import { useStructureOptions, type StructureKind } from '../students/structureOptions';

export interface StructureFilterProps {
  kind: StructureKind;
  source: string;
  label: string;
  alwaysOn?: boolean;
}

export function StructureFilter({ kind, source, label }: StructureFilterProps) {
  const translate = useTranslate();
  const { campusId, collegeId, majorId } = (useListContext().filterValues ?? {}) as Record<string, number | undefined>;
  const parents = kind === 'college' ? { campusId } : kind === 'major' ? { collegeId } : kind === 'class' ? { collegeId, majorId } : kind === 'grade' ? { collegeId, majorId } : {};
  const { choices, enabled } = useStructureOptions(kind, parents);
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

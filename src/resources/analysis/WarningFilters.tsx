/**
 * Filters of the 学时预警名单 (GET /analysis/warning/list {collegeId, grade, classId, classifyId,
 * level, name, code}): 学院 → 班级 (the school structure; the classes of the chosen college, cleared
 * when the college changes), 年级 (GET /school/grade/partake/list), 预警模块 (the modules with a
 * warning value, from GET /analysis/warning/settings through the data provider), 预警等级 (红色 /
 * 黄色, issue 13), 姓名 and 学号. All always shown.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SelectInput, TextInput, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { GradeOption } from '../../../common/dashboard';
import { WARNING_LEVELS } from '../../../common/warningTiers';
import type { WarningDataProvider } from '../../dataProvider/warnings';
import { StructureFilter } from '../shared/StructureFilter';
import { useWarningSettings } from './warningSettingsForm';

/** Grades of the students in scope ('2021' / '2021级'). */
function useGrades(): GradeOption[] {
  const dp = useDataProvider<WarningDataProvider>();
  const { data } = useQuery({
    queryKey: ['analysis', 'grades'],
    queryFn: async () => (await dp.getGradeOptions()) ?? [],
    staleTime: 60_000,
  });
  return Array.isArray(data) ? data : [];
}

/** The top-level modules that have a warning value (minHours > 0). */
function useWarnedModules(): { id: number; name: string }[] {
  const { data } = useWarningSettings();
  return (data?.items ?? []).filter((i) => Number(i.minHours) > 0).map((i) => ({ id: i.classifyId, name: i.classifyName }));
}

export function useWarningFilters() {
  const translate = useTranslate();
  const grades = useGrades();
  const modules = useWarnedModules();
  return useMemo(() => {
    const text = (source: string) => (
      <TextInput key={source} source={source} label={`analysis.warning.filters.${source}`} alwaysOn resettable fullWidth={false} sx={{ width: 130 }} />
    );
    return [
      <StructureFilter key="collegeId" kind="college" source="collegeId" label="analysis.warning.filters.college" alwaysOn />,
      <StructureFilter key="classId" kind="class" source="classId" label="analysis.warning.filters.class" requires="collegeId" alwaysOn />,
      <SelectInput
        key="grade" source="grade" label="analysis.warning.filters.grade" alwaysOn emptyText={translate('analysis.warning.filters.all')}
        choices={grades} translateChoice={false} helperText={false} sx={{ minWidth: 110 }}
      />,
      <SelectInput
        key="classifyId" source="classifyId" label="analysis.warning.filters.classify" alwaysOn emptyText={translate('analysis.warning.filters.all')}
        choices={modules} translateChoice={false} helperText={false} sx={{ minWidth: 150 }}
      />,
      <SelectInput
        key="level" source="level" label="analysis.warning.filters.level" alwaysOn emptyText={translate('analysis.warning.filters.all')}
        choices={WARNING_LEVELS.map((id) => ({ id, name: translate(`analysis.level.${id}`) }))} translateChoice={false} helperText={false} sx={{ minWidth: 120 }}
      />,
      text('name'),
      text('code'),
    ];
  }, [translate, grades, modules]);
}

/** Inside the list: drops the chosen class when the college changes (the class belongs to the old one). */
export function ClassFollowsCollege() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const college = (filterValues as Record<string, unknown>).collegeId;
  const previous = useRef(college);
  useEffect(() => {
    if (previous.current === college) return;
    previous.current = college;
    const { classId, ...rest } = filterValues as Record<string, unknown>;
    if (classId !== undefined && classId !== '') setFilters(rest, displayedFilters);
  }, [college, filterValues, setFilters, displayedFilters]);
  return null;
}

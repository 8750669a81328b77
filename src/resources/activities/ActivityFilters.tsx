/**
 * The activity list's filters: every parameter of spec §7 GET /activity/list. Always shown: 活动名称,
 * 状态 (the §4 labels of the list's statuses), 模块 and the date range; behind "添加筛选": 分类,
 * 主办组织 (several; sent as organizerList '1,2'), 生态行为, 审核流程 and 发起人. The option
 * filters need GET /activity/options; without it (a list-only user) they are left out.
 */
import { useMemo } from 'react';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { TreePickerInput } from '../shared/TreePicker';
import { DateRangeFilter } from './DateRangeFilter';
import { classifyChoices, useActivityOptions } from './queries';

/** The statuses each list can show: current (type 1) 1, 3–10; history (type 2) 11, 12. */
export const LIST_STATUSES: Record<1 | 2, number[]> = { 1: [1, 3, 4, 5, 6, 7, 8, 9, 10], 2: [11, 12] };

/** organizerList travels as '3,5'; the input works on [3, 5]. */
export const organizerFormat = (v: unknown): number[] =>
  typeof v === 'string' && v ? v.split(',').map(Number).filter(Number.isFinite) : Array.isArray(v) ? (v as number[]) : [];
export const organizerParse = (v: unknown): string => (Array.isArray(v) ? v.join(',') : '');

export function useActivityFilters(type: 1 | 2) {
  const translate = useTranslate();
  const { data: options } = useActivityOptions();
  return useMemo(() => {
    const select = { emptyText: 'activities.filters.all', sx: { minWidth: 130 } };
    const filters = [
      <TextInput
        key="name" source="name" label="resources.activities.fields.name" alwaysOn resettable fullWidth={false}
        placeholder={translate('activities.filters.name_placeholder')}
      />,
      <SelectInput
        key="status" source="status" label="resources.activities.fields.status" alwaysOn {...select}
        choices={LIST_STATUSES[type].map((id) => ({ id, name: `activities.status.${id}` }))}
      />,
      <DateRangeFilter key="startDate" source="startDate" alwaysOn />,
      <SelectInput
        key="ecology" source="ecology" label="resources.activities.fields.ecology" {...select}
        choices={[{ id: 1, name: 'activities.filters.ecology_yes' }, { id: 0, name: 'activities.filters.ecology_no' }]}
      />,
    ];
    if (!options) return filters;
    const tree = classifyChoices(options.classifies);
    filters.splice(
      2, 0,
      <SelectInput
        key="classify" source="classify" label="resources.activities.fields.classify" alwaysOn {...select}
        choices={tree.filter((c) => c.depth === 0).map((c) => ({ id: c.id, name: c.name }))} translateChoice={false}
      />,
    );
    filters.push(
      <SelectInput
        key="classifyId" source="classifyId" label="resources.activities.fields.classifyId" {...select} translateChoice={false}
        choices={tree.filter((c) => c.depth > 0).map((c) => ({ id: c.id, name: `${c.moduleName} / ${c.name}` }))}
      />,
      <TreePickerInput
        key="organizerList" source="organizerList" label="resources.activities.fields.organizerList" multiple
        choices={options.organizations} format={organizerFormat} parse={organizerParse} sx={{ minWidth: 240 }}
      />,
      <SelectInput
        key="flowTemplateId" source="flowTemplateId" label="resources.activities.fields.flowTemplateId" {...select} translateChoice={false}
        choices={options.flows.filter((f) => f.kind === 1)}
      />,
      <SelectInput
        key="sponsorId" source="sponsorId" label="resources.activities.fields.sponsorId" {...select} translateChoice={false}
        choices={options.administrators}
      />,
    );
    return filters;
  }, [translate, options, type]);
}

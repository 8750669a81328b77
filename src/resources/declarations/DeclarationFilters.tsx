/**
 * The declaration list's filters: every parameter of spec §7 GET /project/apply/list. Always shown:
 * 状态, 姓名, 项目名称 and the 申报时间 range (startTime / endTime 'YYYY-MM-DD', spec §5: the start
 * may not be after the end); behind "添加筛选": 关联活动, 奖项级别 (optionName), 学院 and 班级 (the
 * school structure; the classes of the chosen college). userId comes only from links.
 */
import { useMemo } from 'react';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { DateRangeFilter } from '../activities/DateRangeFilter';
import { StructureFilter } from '../shared/StructureFilter';

/** The statuses an administrator filters by (4 withdrawn is never listed). */
export const LIST_STATUSES = [1, 2, 3];

export function useDeclarationFilters() {
  const translate = useTranslate();
  return useMemo(() => {
    const text = (source: string, label: string, placeholder: string, alwaysOn = false) => (
      <TextInput
        key={source} source={source} label={label} alwaysOn={alwaysOn} resettable fullWidth={false}
        placeholder={translate(placeholder)} sx={{ width: 180 }}
      />
    );
    return [
      <SelectInput
        key="status" source="status" label="resources.declarations.fields.status" alwaysOn emptyText="declarations.filters.all"
        choices={LIST_STATUSES.map((id) => ({ id, name: `declarations.status.${id}` }))} sx={{ minWidth: 120 }}
      />,
      text('userName', 'resources.declarations.fields.userName', 'declarations.filters.user_placeholder', true),
      text('projectName', 'resources.declarations.fields.projectName', 'declarations.filters.project_placeholder', true),
      <DateRangeFilter key="startTime" source="startTime" endSource="endTime" alwaysOn />,
      text('relateActivityName', 'resources.declarations.fields.relateActivityName', 'declarations.filters.activity_placeholder'),
      text('optionName', 'resources.declarations.fields.optionName', 'declarations.filters.option_placeholder'),
      <StructureFilter key="collegeId" kind="college" source="collegeId" label="declarations.filters.college" />,
      <StructureFilter key="classId" kind="class" source="classId" label="declarations.filters.class" requires="collegeId" />,
    ];
  }, [translate]);
}

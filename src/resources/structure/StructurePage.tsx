/**
 * The list page of one structure level (spec §2 /usermng/student/campus | college | major | class):
 * its rows with their counts, filters by name and by the level's parents (a college's campus; a
 * class's college, major of that college and grade), create / edit in StructureForm, delete with
 * confirmation (a refusal such as '该校区下仍有 1061 名学生和 7 个院系,无法删除' stays in the
 * dialog). Data: the level's resource (GET /school/<level>/list, POST add | update | delete).
 */
import { useMemo, type ReactElement } from 'react';
import { DataTable, TextInput, useTranslate, type RaRecord } from 'react-admin';
import { CrudList } from '../shared/CrudList';
import { StructureFilter } from '../shared/StructureFilter';
import { STRUCTURE_LEVELS, type StructureLevelName } from './levels';
import { StructureForm } from './StructureForm';

type Row = RaRecord & { name: string } & Record<string, unknown>;
const Col = DataTable.Col<Row>;

export default function StructurePage({ level: levelName }: { level: StructureLevelName }) {
  const translate = useTranslate();
  const level = STRUCTURE_LEVELS[levelName];
  // Built once per level, as a module-level filter array would be.
  const filters: ReactElement[] = useMemo(
    () => [
      <TextInput key="name" source="name" label={`resources.${level.resource}.fields.name`} alwaysOn resettable fullWidth={false} />,
      ...level.filters.map(({ source, kind }) => (
        <StructureFilter key={source} kind={kind} source={source} label={`resources.${level.resource}.fields.${source}`} alwaysOn />
      )),
    ],
    [level],
  );
  const blank = { dash: '-', none: translate('structure.dialog.none') };
  return (
    <CrudList<Row>
      resource={level.resource}
      title={`structure.titles.${levelName}`}
      kind={`resources.${level.resource}.name`}
      filters={filters}
      form={(p) => <StructureForm level={level} {...p} />}
    >
      {level.columns.map(({ source, align, empty }) => (
        <Col key={source} source={source} disableSort align={align} render={empty ? (r) => (r[source] as string) || blank[empty] : undefined} />
      ))}
    </CrudList>
  );
}

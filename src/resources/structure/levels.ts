/**
 * The four levels of the administrative structure (spec §2 /usermng/student/campus, college, major,
 * class): one config each — resource, menu path, list columns and filters, form fields with their
 * checks and choices — read by the one generic page (StructurePage) and form (StructureForm).
 * Labels are `resources.<resource>.fields.<source>`; titles `structure.titles.<level>`.
 */
import type { ComponentType } from 'react';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import type { z } from 'zod';
import type { CampusRow, ClassRow, CollegeRow, MajorRow } from '../../../common/api';
import { int } from '../../../common/schemas/fields';
import { campusAddParams, classAddParams, collegeAddParams, majorAddParams } from '../../../common/schemas/structure';
import type { FieldMessages } from '../shared/schemaForm';
import type { StructureKind, StructureParents } from '../students/structureOptions';

export type StructureLevelName = 'campus' | 'college' | 'major' | 'class';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A form value: text as typed, a select's id, or '' for none. */
export type FieldValue = string | number;
export type StructureValues = Record<string, FieldValue>;

/** One list column; `empty` shows '-' or 'structure.dialog.none' (无) for a blank value. */
export interface StructureColumn<R> {
  source: keyof R & string;
  align?: 'right';
  empty?: 'dash' | 'none';
}

/** What a field's failures show: 'required' / 'malformed' → a translated text. */
type FieldTexts = (translate: Translate, label: string) => FieldMessages[string];

/** One form field, in the order the form shows it and the save request sends it. */
export interface StructureField<R> {
  name: keyof R & string;
  input: 'text' | 'select';
  required?: boolean;
  maxLength?: number;
  numeric?: boolean;
  /** The texts of the schema's failures for this field (the schema holds the rule). */
  messages?: FieldTexts;
  /** The value of a new record (class grade: this year). */
  initial?: () => string;
  /** 0 in the record means none (a top-level college's parentId). */
  zeroIsNone?: boolean;
  /** Select: the structure list offering the choices, and its parents from the form values. */
  options?: { kind: StructureKind; parents?: (values: StructureValues) => StructureParents; excludeSelf?: boolean };
  /** Select: i18n key of the empty choice (absent → no empty choice). */
  emptyLabel?: string;
  /** Select: disabled until this field is chosen (and cleared when it changes), with this hint. */
  needs?: { field: keyof R & string; hint: string };
}

export interface StructureLevel<R = Record<string, unknown>> {
  level: StructureLevelName;
  /** The react-admin resource (src/dataProvider/resources.ts). */
  resource: string;
  /** The menu path of its list page. */
  path: string;
  icon: ComponentType;
  columns: StructureColumn<R>[];
  /** List filters besides the name: structure selects over these sources. */
  filters: { source: keyof R & string; kind: StructureKind }[];
  fields: StructureField<R>[];
  /** The rules of the form: the add endpoint's params (common/schemas/structure.ts). */
  schema: z.ZodType<unknown, Record<string, unknown>>;
}

const define = <R>(level: StructureLevel<R>) => level as unknown as StructureLevel;

// The texts the schema's markers show (structure.validation.*).
const nameTexts: FieldTexts = (t, field) => ({ required: t('structure.validation.required', { field }), malformed: t('structure.validation.too_long', { field, max: 50 }) });
const tooLong = (max: number): FieldTexts => (t, field) => ({ malformed: t('structure.validation.too_long', { field, max }) });
const choose: FieldTexts = (t, field) => ({ required: t('structure.validation.choose', { field }) });

// The fields several levels share.
const name: StructureField<{ name: string }> = { name: 'name', input: 'text', required: true, maxLength: 50, messages: nameTexts };
const code: StructureField<{ code: string }> = { name: 'code', input: 'text', maxLength: 30, messages: tooLong(30) };
const orderId: StructureField<{ orderId: number }> = { name: 'orderId', input: 'text', maxLength: 5, numeric: true, messages: (t) => ({ malformed: t('structure.validation.order') }) };

export const STRUCTURE_LEVELS: Record<StructureLevelName, StructureLevel> = {
  campus: define<CampusRow>({
    level: 'campus',
    resource: 'campuses',
    path: '/usermng/student/campus',
    icon: ApartmentOutlined,
    columns: [{ source: 'name' }, { source: 'orderId' }, { source: 'collegeCount', align: 'right' }, { source: 'studentCount', align: 'right' }],
    filters: [],
    fields: [name, orderId],
    schema: campusAddParams,
  }),
  college: define<CollegeRow>({
    level: 'college',
    resource: 'colleges',
    path: '/usermng/student/college',
    icon: AccountBalanceOutlined,
    columns: [
      { source: 'name' }, { source: 'code', empty: 'dash' }, { source: 'campusName', empty: 'dash' }, { source: 'parentName', empty: 'none' },
      { source: 'childCount', align: 'right' }, { source: 'majorCount', align: 'right' }, { source: 'classCount', align: 'right' }, { source: 'studentCount', align: 'right' },
    ],
    filters: [{ source: 'campusId', kind: 'campus' }],
    fields: [
      name,
      code,
      { name: 'campusId', input: 'select', options: { kind: 'campus' }, emptyLabel: 'structure.dialog.none' },
      // A college cannot move under itself; the server also refuses its descendants.
      { name: 'parentId', input: 'select', options: { kind: 'college', excludeSelf: true }, emptyLabel: 'structure.dialog.top_level', zeroIsNone: true },
      orderId,
    ],
    schema: collegeAddParams,
  }),
  major: define<MajorRow>({
    level: 'major',
    resource: 'majors',
    path: '/usermng/student/major',
    icon: MenuBookOutlined,
    columns: [{ source: 'name' }, { source: 'code', empty: 'dash' }, { source: 'collegeName' }, { source: 'classCount', align: 'right' }, { source: 'studentCount', align: 'right' }],
    filters: [{ source: 'collegeId', kind: 'college' }],
    fields: [name, { name: 'collegeId', input: 'select', required: true, options: { kind: 'college' }, messages: choose }, code],
    schema: majorAddParams,
  }),
  class: define<ClassRow>({
    level: 'class',
    resource: 'classes',
    path: '/usermng/student/class',
    icon: GroupsOutlined,
    columns: [
      { source: 'name' }, { source: 'grade' }, { source: 'collegeName' }, { source: 'majorName' },
      { source: 'counsellor', empty: 'dash' }, { source: 'headTeacher', empty: 'dash' }, { source: 'studentCount', align: 'right' },
    ],
    filters: [{ source: 'collegeId', kind: 'college' }, { source: 'majorId', kind: 'major' }, { source: 'grade', kind: 'grade' }],
    fields: [
      name,
      { name: 'collegeId', input: 'select', required: true, options: { kind: 'college' }, messages: choose },
      {
        name: 'majorId', input: 'select', required: true, messages: choose,
        options: { kind: 'major', parents: (v) => ({ collegeId: v.collegeId }) },
        needs: { field: 'collegeId', hint: 'structure.dialog.pick_college_first' },
      },
      {
        name: 'grade', input: 'text', required: true, maxLength: 4, numeric: true, initial: () => String(new Date().getFullYear()),
        messages: (t, field) => ({ required: t('structure.validation.required', { field }), malformed: t('structure.validation.grade') }),
      },
      { name: 'counsellor', input: 'text', maxLength: 30, messages: tooLong(30) },
      { name: 'headTeacher', input: 'text', maxLength: 30, messages: tooLong(30) },
    ],
    // The endpoint takes a class without its college (the major's); the form asks for it first.
    schema: classAddParams.extend({ collegeId: int({ min: 1 }) }),
  }),
};

/** The form values of `record` (absent: a new one; `preset` fills what the record leaves empty). */
export function toValues(level: StructureLevel, record?: object, preset: StructureValues = {}): StructureValues {
  const row = (record ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    level.fields.map((f) => {
      const raw = row[f.name];
      const held = raw === undefined || raw === null || (f.zeroIsNone && raw === 0) ? undefined : f.input === 'text' ? String(raw) : (raw as FieldValue);
      return [f.name, held ?? preset[f.name] ?? f.initial?.() ?? ''];
    }),
  );
}

/**
 * The save request's data: every field in form order, texts trimmed, an emptied input '' (the
 * endpoints' patch rule: '' clears an optional field).
 */
export function toData(level: StructureLevel, values: Record<string, unknown>): StructureValues {
  return Object.fromEntries(
    level.fields.map((f) => {
      const v = values[f.name] ?? '';
      return [f.name, f.input === 'text' ? String(v).trim() : (v as FieldValue)];
    }),
  );
}

/** The texts of the level's schema failures, by field, with the translated labels. */
export function levelMessages(level: StructureLevel, translate: Translate): FieldMessages {
  return Object.fromEntries(
    level.fields.filter((f) => f.messages).map((f) => [f.name, f.messages!(translate, translate(`resources.${level.resource}.fields.${f.name}`))]),
  );
}

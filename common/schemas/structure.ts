/**
 * Params of the administrative-structure endpoints (issue 3 contract (a)). Updates are patches:
 * an absent key keeps the stored value, '' / null (0 for an id) clears an optional one.
 * Routes: /school/{campus,college,major,class}/* (list, add, update, delete),
 *  /school/structure/options, /school/college/tree.
 */
import { z } from 'zod';
import { int, MALFORMED, optionalInt, optionalText } from './fields.js';
import { pageFields } from './paging.js';
import { clearableId, clearableText, gradeField, nameField, orderField, patchName } from './structureFields.js';

const id = () => int({ min: 1 });
const filterId = () => optionalInt({ min: 1 });
const filterGrade = () =>
  optionalText({ max: 4 }).refine((g) => g === undefined || /^\d{4}$/.test(g), { message: MALFORMED });

export const idParams = z.object({ id: id() });

/** GET /school/structure/options. */
export const optionsParams = z.object({
  kind: z.enum(['campus', 'college', 'major', 'class', 'grade']),
  campusId: filterId(),
  collegeId: filterId(),
  majorId: filterId(),
  grade: filterGrade(),
});
export type OptionsParams = z.output<typeof optionsParams>;

/** GET /school/{campus|college|major|class}/list: one shape, each list reads the filters it has. */
export const structureListParams = z.object({
  ...pageFields,
  name: optionalText({ max: 50 }),
  campusId: filterId(),
  collegeId: filterId(),
  majorId: filterId(),
  parentId: optionalInt({ min: 0 }),
  grade: filterGrade(),
});
export type StructureListParams = z.output<typeof structureListParams>;

export const campusAddParams = z.object({ name: nameField(), orderId: orderField() });
export const campusUpdateParams = z.object({ id: id(), name: patchName(), orderId: orderField() });
export type CampusInput = z.output<typeof campusUpdateParams>;

export const collegeAddParams = z.object({
  name: nameField(),
  code: clearableText(30),
  campusId: clearableId(),
  parentId: clearableId(),
  orderId: orderField(),
});
export const collegeUpdateParams = collegeAddParams.extend({ id: id(), name: patchName() });
export type CollegeInput = Omit<z.output<typeof collegeAddParams>, 'name'> & { id?: number; name?: string };

export const majorAddParams = z.object({ name: nameField(), collegeId: id(), code: clearableText(30) });
export const majorUpdateParams = z.object({ id: id(), name: patchName(), collegeId: id().optional(), code: clearableText(30) });
export type MajorInput = { id?: number; name?: string; collegeId?: number; code?: string | null };

export const classAddParams = z.object({
  name: nameField(),
  majorId: id(),
  /** Optional; when sent it must be the major's college. */
  collegeId: filterId(),
  grade: gradeField(),
  counsellor: clearableText(30),
  headTeacher: clearableText(30),
});
export const classUpdateParams = classAddParams.extend({
  id: id(),
  name: patchName(),
  majorId: id().optional(),
  grade: gradeField().optional(),
});
export type ClassInput = Partial<z.output<typeof classAddParams>> & { id?: number };

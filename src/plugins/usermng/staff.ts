/** The staff part of /usermng (spec §2): /teacher/user. */
import type { RouteGroupPart } from './types';

export const staffPart: RouteGroupPart = { resources: [], routes: [] };

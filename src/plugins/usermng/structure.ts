/** The administrative structure's part of /usermng (spec §2): campus, college, major, class pages. */
import type { RouteGroupPart } from './types';

export const structurePart: RouteGroupPart = { resources: [], routes: [] };

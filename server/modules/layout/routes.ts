/** The admin shell's data (spec §7), what src/layout draws: menu tree, unread counts of menu groups, decimal places. */
import type { ModuleItem, UnreadEntry } from '../../../common/api.js';
import { defineRoute } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';
import { decimalPlaces, menuTree, unreadCounts } from './service.js';

export const layoutRoutes = [
  /** GET /system/modules → ModuleItem[] {id, name, nameEn, path, parentId, orderId, isBtn, icon, children}. */
  defineRoute({
    method: 'GET',
    path: '/system/modules',
    summary: "The user's menu tree from their roles (spec §2 side menu, §6).",
    permission: 'session',
    schema: noParams,
    handler: ({ deps, session }): Promise<ModuleItem[]> => menuTree(deps.db, session),
  }),
  /** GET /system/unreac/count → UnreadEntry[] {path, count} per top-level menu item. */
  defineRoute({
    method: 'GET',
    path: '/system/unreac/count',
    summary: 'Unread dots of the side menu groups (spec §2 admin shell).',
    permission: 'session',
    schema: noParams,
    handler: ({ deps, session }): Promise<UnreadEntry[]> => unreadCounts(deps.db, session),
  }),
  /** GET /system/decimal → {decimalPlaces}. */
  defineRoute({
    method: 'GET',
    path: '/system/decimal',
    summary: "The school's decimal places for hours and scores (spec §9).",
    permission: 'session',
    beforeActivation: true,
    schema: noParams,
    handler: ({ deps, session }) => decimalPlaces(deps.db, session),
  }),
];

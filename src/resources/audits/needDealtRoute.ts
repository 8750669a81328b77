/**
 * The route a to-do item opens (spec §2 "To-do panel entries route by sourceType", common/sourceTypes.ts
 * sourceTypeRoutes): false when its type has no page; a '…/show' page opens the item's own record
 * (?id=relationId, e.g. 阵地申请审核 → /system/field/apply/show?id=…). Shared by 待办统计 and the
 * dashboard's to-do panel.
 */
import { sourceTypeRoutes, type NeedDealtItem } from '../../../common/activities';

export function needDealtRoute(item: Pick<NeedDealtItem, 'sourceType' | 'relationId'>): string | false {
  const route = sourceTypeRoutes[item.sourceType];
  if (!route) return false;
  return route.endsWith('/show') ? `${route}?id=${item.relationId}` : route;
}

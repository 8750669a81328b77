/**
 * Typed custom methods of 模块分类 (/system/classify; issue 4, spec §3 category tree node): the
 * category tree, the rule numbers shown above it, and a category's warning value saved in place.
 */
import type { DataProvider } from 'react-admin';
import type { ClassifyNode, SchoolRules } from '../../common/classify';
import type { DataClient } from './apiClient';

export function classifyMethods(client: DataClient) {
  return {
    /** GET /activity/classify/tree → ClassifyNode[] (modules with nested children). */
    getClassifyTree: () => client.get<ClassifyNode[]>('/activity/classify/tree'),
    /** GET /system/rules → SchoolRules of the newest requirement set. */
    getHoursRules: () => client.get<SchoolRules>('/system/rules'),
    /** POST /activity/classify/update {id, minHours} → ClassifyNode; a refusal shows the server's message. */
    saveWarningValue: (id: number, minHours: string) => client.post<ClassifyNode>('/activity/classify/update', { id, minHours }),
  };
}

export type ClassifyDataProvider = DataProvider & ReturnType<typeof classifyMethods>;

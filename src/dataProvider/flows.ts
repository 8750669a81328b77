/**
 * Typed custom methods of 流程配置 (/system/flow; issue 4 "Review processes"). The flow templates
 * themselves are the `flows` resource of resources.ts: list, `getOne` (GET /flow/template/detail),
 * `create` / `update` (POST /flow/template/add|update, the whole flow with its steps) and `delete`
 * (POST /flow/template/delete; the server refuses an enabled flow). Pages reach the verbs with
 * `useDataProvider<FlowDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import type { OptionItem } from '../../common/api';
import type { DataClient } from './apiClient';

export function flowMethods(client: DataClient) {
  return {
    /** GET /flow/auditor/options → [{id, name}] of the staff a step may name as auditors; refusals toast. */
    getFlowAuditorOptions: async (): Promise<{ id: number; name: string }[]> =>
      ((await client.get<OptionItem[] | null>('/flow/auditor/options')) ?? []).map((o) => ({ id: Number(o.id), name: o.name })),
  };
}

export type FlowMethods = ReturnType<typeof flowMethods>;

/** The data provider with the flow verbs. */
export type FlowDataProvider = DataProvider & FlowMethods;

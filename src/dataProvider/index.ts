/**
 * The react-admin DataProvider over the school API (spec §7, DESIGN.md §2 "paging").
 *
 * `createDataProvider(client, table?)` maps react-admin's methods onto each resource's endpoints
 * (src/dataProvider/resources.ts): lists send `current` (1-based) and `size` plus the filters as
 * query fields and read `data.list` / `data.total`. Sorting is not part of the protocol and is not
 * sent. Methods a resource does not declare reject with `UnsupportedOperationError`. Failures reject
 * with ApiError and show nothing here: a call's `meta: {silent: true}` tells the QueryClient
 * (queryClient.ts) not to toast it.
 */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { Page } from '../../common/envelope';
import { DEFAULT_PAGE_SIZE } from '../../common/envelope';
import type { DataClient } from './apiClient';
import { client as defaultClient } from './apiClient';
import { resources as defaultResources, type ResourceEndpoints, type ResourceTable } from './resources';
import { classifyMethods } from './classify';
import { fileMethods } from './files';
import { flowMethods } from './flows';
import { transcriptMethods } from './transcripts';
import { activityMethods } from './activities';
import { declarationMethods } from './declarations';
import { practiceMethods } from './practice';
import { innovationMethods } from './innovation';
import { voteMethods } from './votes';
import { signTaskMethods } from './signTasks';
import { evaluationMethods } from './evaluations';
import { punishmentMethods } from './punishments';
import { creditMethods } from './creditReplace';
import { honourMethods } from './honours';
import { momentMethods } from './moments';
import { journalMethods } from './journals';
import { feedbackMethods } from './feedback';
import { pointsMethods } from './points';
import { documentTemplateMethods } from './documentTemplates';
import { bannerMethods } from './banners';
import { fieldMethods } from './fields';
import { organizationMethods } from './organizations';
import { shellMethods } from './shell';
import { noticeMethods } from './notices';
import { schoolParamsMethods } from './schoolParams';
import { ssoMethods } from './sso';
import { staffMethods } from './staff';
import { studentMethods } from './students';
import { warningMethods } from './warnings';
import { orgLifecycleMethods } from './orgLifecycle';
import { venueMethods } from './venues';
import { quizMethods } from './quizzes';
import { voluntaryMethods } from './voluntary';
import { courseMethods } from './courses';
import { timetableMethods } from './timetables';
import { ideologyMethods } from './ideology';

// The client itself is not re-exported: only the providers use it (issue 15; eslint.config.js).
export { ApiError } from './errors';
export type { ApiClient, DataClient, RequestOptions } from './apiClient';
export { NotifyBridge, notify, notifyError } from './notify';
export { SILENT } from './queryClient';

/** Rejection of a method the resource's endpoint table does not provide. */
export class UnsupportedOperationError extends Error {
  readonly resource: string;
  readonly method: string;
  constructor(resource: string, method: string) {
    super(`Resource "${resource}" does not support ${method}: no endpoint is declared in src/dataProvider/resources.ts`);
    this.name = 'UnsupportedOperationError';
    this.resource = resource;
    this.method = method;
  }
}


/** Drops empty filter values so that the server's defaults apply (e.g. students' status 1). */
function cleanFilter(filter: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(filter ?? {})) if (v !== undefined && v !== null && v !== '') out[k] = v;
  return out;
}

/** Substitutes `:id` in a path; tells whether it did. */
function withId(path: string, id: Identifier): [string, boolean] {
  return path.includes(':id') ? [path.replace(':id', encodeURIComponent(String(id))), true] : [path, false];
}

export function createDataProvider(client: DataClient = defaultClient, table: ResourceTable = defaultResources) {
  const endpoint = (resource: string, method: keyof ResourceEndpoints & string): string => {
    const entry = table[resource];
    const path = entry?.[method];
    if (!entry || typeof path !== 'string') throw new UnsupportedOperationError(resource, method);
    return path;
  };
  const idField = (resource: string) => table[resource]?.idField ?? 'id';
  // `any`: react-admin's methods are generic in the record type, which the table cannot know.
  const withRaId = (resource: string, row: Record<string, unknown>): any => ({ ...row, id: row.id ?? row[idField(resource)] });

  const list = async (resource: string, page: number, perPage: number, filter: Record<string, unknown>) => {
    const path = endpoint(resource, 'list');
    const reply = await client.get<Page<Record<string, unknown>>>(path, { current: page, size: perPage, ...filter });
    return { data: (reply?.list ?? []).map((r) => withRaId(resource, r)), total: Number(reply?.total ?? 0) };
  };

  const one = async (resource: string, id: Identifier): Promise<any> => {
    const [path, inPath] = withId(endpoint(resource, 'one'), id);
    const row = await client.get<Record<string, unknown>>(path, inPath ? {} : { id });
    return withRaId(resource, { id, ...row });
  };

  const update = async (resource: string, id: Identifier, data: Record<string, unknown>, previous?: RaRecord) => {
    const [path] = withId(endpoint(resource, 'update'), id);
    const reply = await client.post<Record<string, unknown> | null>(path, { ...data, id });
    return withRaId(resource, reply && typeof reply === 'object' ? reply : { ...(previous ?? {}), ...data, id });
  };

  const remove = async (resource: string, id: Identifier) => {
    const [path] = withId(endpoint(resource, 'delete'), id);
    await client.post(path, { id });
  };

  // Every method is async so that a missing endpoint becomes a rejected promise, not a throw.
  return {
    // Domain verbs as typed custom methods (issue 13 通知公告).
    ...classifyMethods(client),
    ...noticeMethods(client),
    // 参数设置 and 诚信设置 (issue 13).
    ...schoolParamsMethods(client),
    // 预警设置 / 预警配置 and the student's own warning tier (issues 6, 13).
    ...warningMethods(client),
    // Personal data in full and the student export (issue 14).
    ...studentMethods(client),
    // A staff member's mobile in full (issue 14).
    ...staffMethods(client),
    // Uploads, imports, job status and file downloads (spec §5, §7; issue 15).
    ...fileMethods(client),
    // Feature verbs (issue 15), one file per feature.
    ...activityMethods(client),
    ...declarationMethods(client),
    // 社会实践 (issue 19).
    ...practiceMethods(client),
    ...innovationMethods(client),
    ...voteMethods(client),
    // 活动评价 (issue 21).
    ...evaluationMethods(client),
    // 处分与加减学时 (issue 21).
    ...punishmentMethods(client),
    ...honourMethods(client),
    ...pointsMethods(client),
    // 模板文件 (issue 21).
    ...documentTemplateMethods(client),
    // 轮播图 of the student home (issue 21).
    ...bannerMethods(client),
    // 学分置换 (issue 21).
    ...creditMethods(client),
    // 校园动态 (issue 21).
    ...momentMethods(client),
    // 签到任务 (issue 21).
    ...signTaskMethods(client),
    // 工作日志, 待办事项 and 意见反馈 (issue 21).
    ...journalMethods(client),
    ...feedbackMethods(client),
    // 宣传阵地 and 组织工作安排 (issue 21).
    ...fieldMethods(client),
    ...flowMethods(client),
    ...transcriptMethods(client),
    ...organizationMethods(client),
    ...orgLifecycleMethods(client),
    ...shellMethods(client),
    // 统一身份认证 (issue 16).
    ...ssoMethods(client),
    // 场地 (issue 19).
    ...venueMethods(client),
    // 志愿服务 (issue 19).
    ...voluntaryMethods(client),
    // 答题学习 (issue 20).
    ...quizMethods(client),
    // 第二课堂课程与评价 (issue 20).
    ...courseMethods(client),
    // 课表 (issue 20).
    ...timetableMethods(client),
    // 党团工作 (issue 20).
    ...ideologyMethods(client),
    async getList(resource, params) {
      const { page = 1, perPage = DEFAULT_PAGE_SIZE } = params.pagination ?? {};
      return list(resource, page, perPage, cleanFilter(params.filter));
    },
    async getOne(resource, params) {
      return { data: await one(resource, params.id) };
    },
    async getMany(resource, params) {
      endpoint(resource, 'one');
      return { data: await Promise.all(params.ids.map((id) => one(resource, id))) };
    },
    async getManyReference(resource, params) {
      const { page = 1, perPage = DEFAULT_PAGE_SIZE } = params.pagination ?? {};
      return list(resource, page, perPage, { ...cleanFilter(params.filter), [params.target]: params.id });
    },
    async create(resource, params) {
      const path = endpoint(resource, 'create');
      const reply = await client.post<Record<string, unknown> | number | string | null>(path, params.data);
      const record = reply && typeof reply === 'object' ? reply : { ...params.data, id: reply };
      return { data: withRaId(resource, record as Record<string, unknown>) as never };
    },
    async update(resource, params) {
      return { data: (await update(resource, params.id, params.data, params.previousData)) as never };
    },
    async updateMany(resource, params) {
      endpoint(resource, 'update');
      await Promise.all(params.ids.map((id) => update(resource, id, params.data)));
      return { data: params.ids };
    },
    async delete(resource, params) {
      await remove(resource, params.id);
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    async deleteMany(resource, params) {
      const many = table[resource]?.deleteMany;
      if (many) await client.post(many, { ids: params.ids.join(',') });
      else {
        endpoint(resource, 'delete');
        await Promise.all(params.ids.map((id) => remove(resource, id)));
      }
      return { data: params.ids };
    },
  } satisfies DataProvider;
}

/** The app's data provider (client `api` of apiClient.ts, resources of resources.ts). */
export const dataProvider = createDataProvider();

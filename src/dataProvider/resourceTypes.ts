/** The shape of the data provider's endpoint table (resources.ts): which endpoint serves each react-admin method. */

/** A path; `:id` is replaced by the record id when present, otherwise the id travels in the params. */
export type EndpointPath = string;

export interface ResourceEndpoints {
  /** GET, query {current, size, ...filter} → data {list, total}. */
  list?: EndpointPath;
  /** GET, query {id} (or `:id` in the path) → data: record. */
  one?: EndpointPath;
  /** POST body: the record → data: the created record, or its id. */
  create?: EndpointPath;
  /** POST body {id, ...changes} → data: the record, or nothing (then the merged record is returned). */
  update?: EndpointPath;
  /** POST body {id} → data ignored. */
  delete?: EndpointPath;
  /** POST body {ids: comma-separated ids} → data ignored; without it deleteMany deletes one by one. */
  deleteMany?: EndpointPath;
  /** The row field used as react-admin's `id` when rows have no `id` field (default 'id'). */
  idField?: string;
}

export type ResourceTable = Record<string, ResourceEndpoints>;

/** The react-admin DataProvider mapping (spec §7 paging: current/size → data.list/data.total). */
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider, UnsupportedOperationError, type DataClient } from '../../src/dataProvider';
import { createApiClient } from '../../src/dataProvider/apiClient';
import { resources } from '../../src/dataProvider/resources';
import { fakeAdapter } from './auth-helpers';

function fakeClient(reply: unknown = { list: [], total: 0 }) {
  const get = vi.fn(async () => reply);
  const post = vi.fn(async () => reply);
  return { client: { get, post } as unknown as DataClient, get, post };
}

describe('createDataProvider', () => {
  it('getList → GET /school/students with current, size and the filters; reads data.list and data.total', async () => {
    const { client, get } = fakeClient({ list: [{ id: 7, name: '李明', code: '2021000001' }], total: 2001 });
    const dp = createDataProvider(client);
    const res = await dp.getList('students', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'name', order: 'ASC' },
      filter: { name: '李', collegeId: 4, grade: '', classId: undefined },
    });
    expect(get).toHaveBeenCalledWith('/school/students', { current: 3, size: 20, name: '李', collegeId: 4 });
    expect(res).toEqual({ data: [{ id: 7, name: '李明', code: '2021000001' }], total: 2001 });
  });

  it('defaults to page 1 and size 10 (spec §9)', async () => {
    const { client, get } = fakeClient();
    await createDataProvider(client).getList('students', {});
    expect(get).toHaveBeenCalledWith('/school/students', { current: 1, size: 10 });
  });

  it('through the real client: the server sees current/size inside `params`', async () => {
    const { adapter, seen } = fakeAdapter({ 'GET /school/students': () => ({ code: 0, data: { list: [{ id: 1 }], total: 1 } }) });
    const dp = createDataProvider(createApiClient({ adapter }));
    const res = await dp.getList('students', { pagination: { page: 2, perPage: 40 }, filter: { status: 1 } });
    expect(seen[0].params).toEqual({ current: 2, size: 40, status: 1 });
    expect(res.total).toBe(1);
  });

  it('uses idField when rows have no id', async () => {
    const { client } = fakeClient({ list: [{ userCode: 'u1' }], total: 1 });
    const dp = createDataProvider(client, { teachers: { list: '/teachers', idField: 'userCode' } });
    expect((await dp.getList('teachers', {})).data[0]).toEqual({ userCode: 'u1', id: 'u1' });
  });

  it('getManyReference adds the target as a query field', async () => {
    const { client, get } = fakeClient();
    await createDataProvider(client).getManyReference('students', {
      target: 'classId',
      id: 12,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(get).toHaveBeenCalledWith('/school/students', { current: 1, size: 10, classId: 12 });
  });

  it('getOne / create / update / delete use the declared endpoints', async () => {
    const { client, get, post } = fakeClient({ id: 5, name: 'x' });
    const dp = createDataProvider(client, {
      things: { one: '/things/:id', create: '/things/add', update: '/things/modify', delete: '/things/remove' },
    });
    expect((await dp.getOne('things', { id: 5 })).data).toEqual({ id: 5, name: 'x' });
    expect(get).toHaveBeenCalledWith('/things/5', {});
    await dp.create('things', { data: { name: 'x' } });
    expect(post).toHaveBeenCalledWith('/things/add', { name: 'x' });
    await dp.update('things', { id: 5, data: { name: 'y' }, previousData: { id: 5, name: 'x' } });
    expect(post).toHaveBeenCalledWith('/things/modify', { name: 'y', id: 5 });
    await dp.delete('things', { id: 5, previousData: { id: 5 } });
    expect(post).toHaveBeenCalledWith('/things/remove', { id: 5 });
    await dp.deleteMany('things', { ids: [1, 2] });
    expect(post).toHaveBeenCalledWith('/things/remove', { id: 1 });
    expect(post).toHaveBeenCalledWith('/things/remove', { id: 2 });
  });

  it('students: detail, add and update map to their endpoints; delete is not offered and rejects clearly', async () => {
    expect(resources.students).toEqual({
      list: '/school/students', one: '/school/student/detail', create: '/school/student/add', update: '/school/student/update',
    });
    const { client, get, post } = fakeClient({ id: 7, name: '李明' });
    const dp = createDataProvider(client);
    expect((await dp.getOne('students', { id: 7 })).data).toEqual({ id: 7, name: '李明' });
    expect(get).toHaveBeenCalledWith('/school/student/detail', { id: 7 });
    await dp.update('students', { id: 7, data: { name: '李明' }, previousData: { id: 7 } });
    expect(post).toHaveBeenCalledWith('/school/student/update', { name: '李明', id: 7 });
    await dp.create('students', { data: { name: '新生' } });
    expect(post).toHaveBeenCalledWith('/school/student/add', { name: '新生' });
    await expect(dp.delete('students', { id: 1 })).rejects.toBeInstanceOf(UnsupportedOperationError);
    await expect(dp.deleteMany('students', { ids: [1] })).rejects.toThrow(/delete/);
    await expect(dp.getList('nope', {})).rejects.toThrow(/"nope"/);
  });
});

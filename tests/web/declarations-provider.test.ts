/**
 * The data provider's verbs of 项目与申报, 流程配置 and 成绩单 on a fake client: each sends the route,
 * parameters and toast policy the pages used to send themselves (the page tests override these
 * methods), and the CRUD resources of these features reach their endpoints.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import type { DeclarationDataProvider } from '../../src/dataProvider/declarations';

const get = vi.fn();
const post = vi.fn();
let provider: DeclarationDataProvider;
beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockResolvedValue(null);
  post.mockResolvedValue(null);
  provider = createDataProvider({ get, post } as never) as unknown as DeclarationDataProvider;
});

describe('project and declaration verbs', () => {
  it('asks the project choices, with empty lists when refused', async () => {
    get.mockResolvedValueOnce([{ id: 7, name: '挑战杯' }]);
    expect(await provider.getProjectOptions()).toEqual([{ id: 7, name: '挑战杯' }]);
    expect(get).toHaveBeenLastCalledWith('/project/options', {});
    get.mockRejectedValueOnce(new Error('10003'));
    expect(await provider.getProjectFormOptions()).toEqual({ classifies: [], organizations: [], flows: [] });
    expect(get).toHaveBeenLastCalledWith('/project/form/options', {});
  });

  it('disables and enables a project', async () => {
    await provider.setProjectEnabled(8, false);
    expect(post).toHaveBeenLastCalledWith('/project/enable', { id: 8, enabled: false });
    await provider.setProjectEnabled(10, true);
    expect(post).toHaveBeenLastCalledWith('/project/enable', { id: 10, enabled: true });
  });

  it('posts a review decision and starts the export with the filters', async () => {
    await provider.auditDeclarations({ ids: [31, 32], result: 1 });
    expect(post).toHaveBeenLastCalledWith('/declare/audit', { ids: [31, 32], result: 1 });
    get.mockResolvedValueOnce({ jobId: 'job-9' });
    expect(await provider.startDeclarationExport({ status: 2 })).toEqual({ id: 'job-9' });
    expect(get).toHaveBeenLastCalledWith('/project/apply/export', { status: 2 });
  });

  it("reads a student's open projects and withdraws", async () => {
    await provider.getStudentOpenProjects({ current: 1, size: 40, name: '挑战' });
    expect(get).toHaveBeenLastCalledWith('/student/project/list', { current: 1, size: 40, name: '挑战' });
    await provider.withdrawDeclaration(5);
    expect(post).toHaveBeenLastCalledWith('/project/apply/withdraw', { id: 5 });
  });

  it('maps the projects, declarations and own declarations onto their endpoints', async () => {
    post.mockResolvedValueOnce({ id: 42 });
    // A page's `meta: {silent: true}` is for the QueryClient: the client is called as always.
    expect((await provider.create('projects', { data: { name: 'A' }, meta: { silent: true } })).data.id).toBe(42);
    expect(post).toHaveBeenLastCalledWith('/project/add', { name: 'A' });
    await provider.update('projects', { id: 7, data: { name: 'B' }, previousData: { id: 7 }, meta: { silent: true } });
    expect(post).toHaveBeenLastCalledWith('/project/update', { name: 'B', id: 7 });
    await provider.delete('projects', { id: 7, meta: { silent: true } });
    expect(post).toHaveBeenLastCalledWith('/project/delete', { id: 7 });
    await provider.getOne('projects', { id: '7' });
    expect(get).toHaveBeenLastCalledWith('/project/detail', { id: '7' });
    await provider.getOne('declarations', { id: '31' });
    expect(get).toHaveBeenLastCalledWith('/project/apply/detail', { id: '31' });
    await provider.create('myDeclarations', { data: { projectId: 7 } });
    expect(post).toHaveBeenLastCalledWith('/project/apply', { projectId: 7 });
  });
});

describe('flow verbs', () => {
  it('reads the auditor choices and maps the flow templates', async () => {
    get.mockResolvedValueOnce([{ id: '11', name: '张老师（t1001）' }]);
    expect(await provider.getFlowAuditorOptions()).toEqual([{ id: 11, name: '张老师（t1001）' }]);
    expect(get).toHaveBeenLastCalledWith('/flow/auditor/options');
    await provider.getOne('flows', { id: 1 });
    expect(get).toHaveBeenLastCalledWith('/flow/template/detail', { id: 1 });
    await provider.create('flows', { data: { name: '三级审核' } });
    expect(post).toHaveBeenLastCalledWith('/flow/template/add', { name: '三级审核' });
    await provider.delete('flows', { id: 2 });
    expect(post).toHaveBeenLastCalledWith('/flow/template/delete', { id: 2 });
  });
});

describe('transcript verbs', () => {
  it("previews, issues and lists for staff (by userId) and for the student's own", async () => {
    await provider.getTranscriptPreview(501);
    expect(get).toHaveBeenLastCalledWith('/transcript/preview', { userId: 501 });
    await provider.getMyTranscriptPreview();
    expect(get).toHaveBeenLastCalledWith('/student/transcript/preview');
    await provider.issueTranscript(501);
    expect(post).toHaveBeenLastCalledWith('/transcript/issue', { userId: 501 });
    await provider.issueTranscript();
    expect(post).toHaveBeenLastCalledWith('/student/transcript/issue', {});
    get.mockResolvedValueOnce({ list: [{ id: 72 }], total: 1 });
    expect(await provider.getIssuedTranscripts(501)).toEqual([{ id: 72 }]);
    expect(get).toHaveBeenLastCalledWith('/transcript/list', { current: 1, size: 40, userId: 501 });
    expect(await provider.getIssuedTranscripts()).toEqual([]);
    expect(get).toHaveBeenLastCalledWith('/student/transcript/list', { current: 1, size: 40 });
  });

  it('revokes, starts a batch and verifies without the sign-in redirect', async () => {
    await provider.revokeTranscript(72, '信息有误');
    expect(post).toHaveBeenLastCalledWith('/transcript/revoke', { id: 72, reason: '信息有误' });
    post.mockResolvedValueOnce({ id: 'j1' });
    expect(await provider.startTranscriptBatch({ classId: 31 })).toEqual({ id: 'j1' });
    expect(post).toHaveBeenLastCalledWith('/transcript/batch', { classId: 31 });
    await provider.verifyTranscript('ABCD-2345-EFGH-6789');
    expect(get).toHaveBeenLastCalledWith('/verify/info', { code: 'ABCD-2345-EFGH-6789' }, { redirectOnExpiry: false });
  });
});

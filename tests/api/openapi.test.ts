/**
 * The API documentation (issue 17 "OpenAPI"): an OpenAPI 3.1 document of the route registry at
 * GET /api/docs/json, and a browsable page at GET /api/docs whose assets load under the site's CSP.
 */
import { describe, expect, it } from 'vitest';
import { tokenParams } from '../../common/schemas/session.js';
import { studentListParams, studentStatusParams } from '../../common/schemas/students.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { fileApp } from './helpers.js';

const t = await fileApp({ config: { apiDocs: true } });
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

type Json = Record<string, any>;

async function getDocument(): Promise<Json> {
  const res = await t.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json();
}

/** Every problem of the document's structure that a reader or a tool would trip over (OpenAPI 3.1). */
function structuralProblems(doc: Json): string[] {
  const problems: string[] = [];
  if (doc.openapi !== '3.1.0') problems.push(`openapi is ${doc.openapi}`);
  if (typeof doc.info?.title !== 'string' || typeof doc.info?.version !== 'string') problems.push('info needs title and version');
  const tagNames = new Set((doc.tags ?? []).map((tag: Json) => tag.name));
  const operationIds = new Set<string>();
  const resolve = (pointer: string) => pointer.slice(2).split('/').reduce<any>((node, key) => node?.[key], doc);
  const checkRefs = (node: unknown, where: string): void => {
    if (!node || typeof node !== 'object') return;
    const ref = (node as Json).$ref;
    if (typeof ref === 'string' && (!ref.startsWith('#/') || resolve(ref) === undefined)) problems.push(`${where}: unresolved ${ref}`);
    for (const [key, value] of Object.entries(node)) checkRefs(value, `${where}/${key}`);
  };
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    if (!path.startsWith('/')) problems.push(`${path}: a path starts with /`);
    for (const [method, op] of Object.entries<Json>(item)) {
      const where = `${method} ${path}`;
      if (!['get', 'post', 'put', 'delete', 'patch', 'head', 'options', 'trace'].includes(method)) problems.push(`${where}: not a method`);
      if (!op.responses || Object.keys(op.responses).length === 0) problems.push(`${where}: no responses`);
      for (const r of Object.values<Json>(op.responses ?? {})) if (typeof r.description !== 'string') problems.push(`${where}: a response needs a description`);
      if (operationIds.has(op.operationId)) problems.push(`${where}: operationId ${op.operationId} twice`);
      operationIds.add(op.operationId);
      for (const tag of op.tags ?? []) if (!tagNames.has(tag)) problems.push(`${where}: undeclared tag ${tag}`);
      for (const p of op.parameters ?? []) {
        if (!p.name || !['query', 'header', 'path', 'cookie'].includes(p.in)) problems.push(`${where}: parameter needs name and in`);
        if (!!p.schema === !!p.content) problems.push(`${where}: parameter ${p.name} needs schema or content, not both`);
      }
      if (op.requestBody && !op.requestBody.content) problems.push(`${where}: requestBody needs content`);
      for (const s of op.security ?? []) for (const name of Object.keys(s)) if (!doc.components?.securitySchemes?.[name]) problems.push(`${where}: unknown security ${name}`);
    }
  }
  checkRefs(doc, '#');
  return problems;
}

/** The decoded params schema an operation documents (GET query parameter, form field or multipart field). */
function paramsSchemaOf(op: Json): Json | undefined {
  const query = op.parameters?.find((p: Json) => p.name === 'params' && p.in === 'query');
  if (query) return query.content['application/json'].schema;
  const content = op.requestBody?.content ?? {};
  const body = content['application/x-www-form-urlencoded'] ?? content['multipart/form-data'];
  return body?.schema.properties.params;
}

describe('OpenAPI document at /api/docs/json', () => {
  it('is a structurally sound OpenAPI 3.1 document that explains the params encoding', async () => {
    const doc = await getDocument();
    expect(structuralProblems(doc)).toEqual([]);
    const about = doc.info.description;
    for (const words of ['JSON.stringify(params)', 'application/x-www-form-urlencoded', 'AES-128-ECB', 'PKCS#7', 'Authorization', '{code, msg, data, timestamp}', 'multipart/form-data'])
      expect(about).toContain(words);
    // The result code table, with the Chinese messages of common/codes.ts.
    expect(about).toContain('| 10002 | 参数错误 |');
    expect(about).toContain('| 20004 | 账号已锁定 |');
  });

  it('has every registered route with its method, summary, permission and tag', async () => {
    const doc = await getDocument();
    const documented = Object.entries<Json>(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`));
    const registered = t.app.apiRoutes.map((r) => `${r.method} /api${r.path}`);
    expect(documented.sort()).toEqual(registered.sort());
    for (const r of t.app.apiRoutes) {
      const op = doc.paths[`/api${r.path}`][r.method.toLowerCase()];
      expect(op.summary).toBe(r.summary);
      expect(op['x-permission']).toBe(r.permission);
      expect(op.security, `${r.method} ${r.path}`).toEqual(r.permission === 'public' ? [] : expect.arrayContaining([{ credential: [] }]));
      expect(op.tags).toHaveLength(1);
    }
    expect(doc.paths['/api/school/students'].get.tags).toEqual(['students']);
    expect(doc.tags.find((tag: Json) => tag.name === 'students')?.description).toContain('学生');
    expect(doc.paths['/api/school/students'].get.description).toContain('`/usermng/student/list`');
  });

  it('documents GET /token: a required params query parameter carrying the login fields', async () => {
    const op = (await getDocument()).paths['/api/token'].get;
    expect(op.security).toEqual([]);
    expect(op.parameters).toHaveLength(1);
    expect(op.parameters[0]).toMatchObject({ name: 'params', in: 'query', required: true });
    const schema = paramsSchemaOf(op)!;
    expect(Object.keys(schema.properties)).toEqual(Object.keys(tokenParams.shape));
    expect(schema.required.sort()).toEqual(['captcha', 'password', 'schoolId', 'username', 'uuid']);
    // A number may come as its digit string; the bounds of the zod builders are kept.
    expect(schema.properties.schoolId).toMatchObject({ type: ['integer', 'string'], minimum: 1 });
    expect(schema.properties.password).toMatchObject({ type: ['string', 'number'], maxLength: 128 });
  });

  it('documents a paged list: optional paging and filters, a {list, total} reply', async () => {
    const doc = await getDocument();
    const op = doc.paths['/api/school/students'].get;
    expect(op.parameters[0].required).toBe(false);
    const schema = paramsSchemaOf(op)!;
    expect(Object.keys(schema.properties)).toEqual(Object.keys(studentListParams.shape));
    expect(schema.required).toBeUndefined();
    expect(schema.properties.size.description).toContain('10, 20, 30, 40');
    expect(schema.properties.status).toMatchObject({ minimum: 0, maximum: 6 });
    expect(op.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/PageEnvelope' });
    expect(doc.components.schemas.Page.properties).toMatchObject({ list: { type: 'array' }, total: { type: 'integer' } });
  });

  it('documents a POST as one JSON form field and an upload as multipart with file', async () => {
    const doc = await getDocument();
    const post = doc.paths['/api/school/student/status'].post;
    const form = post.requestBody.content['application/x-www-form-urlencoded'];
    expect(form.encoding.params.contentType).toBe('application/json');
    expect(Object.keys(paramsSchemaOf(post)!.properties)).toEqual(Object.keys(studentStatusParams.shape));
    expect(paramsSchemaOf(post)!.properties.ids.anyOf).toContainEqual({ type: 'array', items: { type: ['integer', 'string'] } });
    const upload = doc.paths['/api/school/student/import'].post;
    const multipart = upload.requestBody.content['multipart/form-data'];
    expect(multipart.schema.properties.file).toEqual({ type: 'string', format: 'binary' });
    expect(multipart.schema.required).toEqual(['file']);
  });
});

describe('the page at /api/docs', () => {
  it('is served to a browser (not the web app fallback), and every asset it names loads', async () => {
    const res = await t.app.inject({ url: '/api/docs', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="swagger-ui">');
    expect(res.body).toContain('<title>第二课堂 API</title>');
    // Helmet's CSP allows scripts from this origin only: the page has no inline script.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets).toEqual(expect.arrayContaining([expect.stringMatching(/swagger-ui-bundle\.js$/), expect.stringMatching(/swagger-ui\.css$/)]));
    for (const asset of assets) {
      const got = await t.app.inject({ url: asset });
      expect(got.statusCode, asset).toBe(200);
      expect(got.headers['content-type'], asset).toMatch(/javascript|css|image/);
    }
  });

  it('reads the document from ./json and never sends requests itself', async () => {
    const init = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain("resolveUrl('./json')");
    expect(init.body).toMatch(/"supportedSubmitMethods":\s*\[\]/);
  });

  it('is the only way past the registry under /api: GET routes, never a write', async () => {
    const app = await buildApp({ db: t.db, config: t.config, logger: false });
    try {
      expect(() => app.post('/api/docs/anything', async () => ({ ok: true }))).toThrow(/defineRoute/);
    } finally {
      await app.close();
    }
  });

  it('is not served with API_DOCS=0', async () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: '0' }).apiDocs).toBe(false);
    const app = await buildApp({ db: t.db, config: { ...t.config, apiDocs: false }, logger: false });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        const res = await app.inject({ url, headers: html });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code).toBe(10002);
      }
    } finally {
      await app.close();
    }
  });
});

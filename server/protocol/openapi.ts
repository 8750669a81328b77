/**
 * The OpenAPI 3.1 document of the school API (issue 17 "OpenAPI"), built once at start-up from the
 * route registry: each defineRoute becomes one operation under /api with its summary, its
 * permission (in words and as `x-permission`), its params schema and the envelope reply.
 *
 * The params object is `z.toJSONSchema` of the route's zod schema, input side (what a client may
 * send; the field builders of common/schemas/fields.ts add the wire types with `.meta()`). It is
 * placed where the protocol carries it (DESIGN.md §2): on GET the one query parameter `params`,
 * on POST the one form field `params`, each with `application/json` as its serialization, so the
 * schema shown is the decoded object; info.description explains the codec and the URL layers.
 */
import { z } from 'zod';
import { resultMessages, ResultCode } from '../../common/codes.js';
import type { CodecName } from '../../common/codec.js';
import { PAGE_SIZES } from '../../common/envelope.js';
import type { AnyRoute } from './define.js';
import { API_PREFIX } from './plugin.js';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) or any OpenAPI object. */
type Json = Record<string, unknown>;

/** One tag of the document: a feature and its routes, in registration order. */
export interface OpenApiTag {
  name: string;
  description: string;
  routes: AnyRoute[];
}

export interface OpenApiOptions {
  /** package.json version. */
  version: string;
  /** The codec this server runs (PROTOCOL_CODEC), named in the explanation. */
  codec: CodecName;
  /** CREDENTIAL_WINDOW_MINUTES, named in the explanation of Authorization. */
  credentialWindowMinutes: number;
}

/** The OpenAPI 3.1 document: `openapi`, `info`, `tags`, `paths`, `components`. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * The params object's JSON Schema: the zod schema's input side, custom fields as their `.meta()`
 * says. A field read by a custom check then piped into a schema (a list of steps checked as a
 * whole, then item by item) is shown as that schema's input side.
 */
export function paramsJsonSchema(schema: z.ZodType): Json {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override({ zodSchema, jsonSchema }) {
      const def = zodSchema._zod.def;
      if (def.type === 'pipe' && Object.keys(jsonSchema).length === 0 && def.out._zod.def.type !== 'transform')
        Object.assign(jsonSchema, paramsJsonSchema(def.out as z.ZodType));
    },
  }) as Json;
  return json;
}

const propertiesOf = (json: Json) => (json.properties ?? {}) as Record<string, unknown>;
const isPaged = (json: Json) => 'current' in propertiesOf(json) && 'size' in propertiesOf(json);

/** The permission of a route in words (the operation's description). */
function permissionText(def: AnyRoute): string {
  if (def.permission === 'public') return 'Public: no session needed.';
  const who =
    def.permission === 'session'
      ? 'Any signed-in user (10001 without a session).'
      : `Module \`${def.permission}\`: one of the caller's roles must grant it (10001 without a session, 10003 without the permission).`;
  const modL0 = def.beforeActivation ? ' Also open to an account whose initial password is unchanged (modL 0).' : '';
  return `**Permission:** ${who}${modL0}`;
}

const PARAMS_TEXT = 'The params object, `JSON.stringify`-ed and passed through the codec (see the top of this page).';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A field's type in words: `integer or string`, `array of …`, `{a, b}`, or its allowed values. */
function typeText(s: Json): string {
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(', ');
  if (Array.isArray(s.anyOf)) return (s.anyOf as Json[]).map(typeText).join(', or ');
  const types = ([] as unknown[]).concat(s.type ?? []) as string[];
  if (types.length === 0) return 'any';
  return types
    .map((type) => {
      if (type === 'array') return `array of ${s.items ? typeText(s.items as Json) : 'any'}`;
      if (type === 'object' && s.properties) return `{${Object.keys(s.properties).join(', ')}}`;
      return type;
    })
    .reduce((text, type, i, all) => (i === 0 ? type : `${text}${i === all.length - 1 ? ' or ' : ', '}${type}`), '');
}

/** A field's bounds and notes in words. */
function rulesText(s: Json): string {
  const rules = [
    s.minLength !== undefined && s.minLength !== 1 && `at least ${String(s.minLength)} characters`,
    s.minLength === 1 && 'not blank',
    s.maxLength !== undefined && `at most ${String(s.maxLength)} characters`,
    s.exclusiveMinimum !== undefined && `> ${String(s.exclusiveMinimum)}`,
    s.minimum !== undefined && `≥ ${String(s.minimum)}`,
    s.maximum !== undefined && `≤ ${String(s.maximum)}`,
    typeof s.pattern === 'string' && `matches \`${s.pattern}\``,
    typeof s.format === 'string' && s.format !== 'int32' && s.format,
    typeof s.description === 'string' && s.description,
    Array.isArray(s.examples) && `e.g. ${s.examples.map((v) => `\`${JSON.stringify(v)}\``).join(', ')}`,
  ];
  return rules.filter(Boolean).join('; ');
}

/**
 * The params object as a Markdown table of its fields, for form fields: Swagger UI shows a form
 * field's type but not an object's properties unless it can send requests.
 */
function fieldsTable(params: Json): string {
  const required = new Set((params.required ?? []) as string[]);
  const rows = Object.entries(propertiesOf(params)).map(
    ([name, field]) => `| \`${name}\` | ${cell(typeText(field as Json))} | ${required.has(name) ? 'yes' : ''} | ${cell(rulesText(field as Json))} |`,
  );
  return ['The params object, `JSON.stringify`-ed and passed through the codec:', '', '| field | type | required | rules |', '|---|---|---|---|', ...rows].join('\n');
}

/** The request half of an operation: where `params` (and on uploads `file`) travels. */
function requestOf(def: AnyRoute, params: Json): Json {
  const hasFields = Object.keys(propertiesOf(params)).length > 0;
  const required = Array.isArray(params.required) && params.required.length > 0;
  // A form field's description carries the fields as a table (fieldsTable).
  const formParams = { ...params, description: fieldsTable(params) };
  if (def.uploads) {
    return {
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: { file: { type: 'string', format: 'binary' }, ...(hasFields && { params: formParams }) },
            },
            ...(hasFields && { encoding: { params: { contentType: 'application/json' } } }),
          },
        },
      },
    };
  }
  if (!hasFields) return {};
  if (def.method === 'GET') {
    return { parameters: [{ name: 'params', in: 'query', required, description: PARAMS_TEXT, content: { 'application/json': { schema: params } } }] };
  }
  return {
    requestBody: {
      required,
      content: {
        'application/x-www-form-urlencoded': {
          schema: { type: 'object', ...(required && { required: ['params'] }), properties: { params: formParams } },
          encoding: { params: { contentType: 'application/json' } },
        },
      },
    },
  };
}

function operationOf(def: AnyRoute, tag: string, paramsSchemas: Map<z.ZodType, Json>): Json {
  let params = paramsSchemas.get(def.schema);
  if (!params) paramsSchemas.set(def.schema, (params = paramsJsonSchema(def.schema)));
  const paged = isPaged(params);
  return {
    tags: [tag],
    operationId: `${def.method.toLowerCase()}${def.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: def.summary,
    description: [permissionText(def), def.uploads ? '**Upload:** `multipart/form-data` with a `file` part and an optional `params` field.' : '']
      .filter(Boolean)
      .join('\n\n'),
    'x-permission': def.permission,
    ...(def.beforeActivation && { 'x-before-activation': true }),
    security: def.permission === 'public' ? [] : def.uploads ? [{ credential: [] }, { uploadToken: [] }] : [{ credential: [] }],
    ...requestOf(def, params),
    responses: {
      200: {
        description: paged ? 'The envelope; on success `data` is a page `{list, total}`.' : 'The envelope (the result codes are at the top of this page).',
        content: { 'application/json': { schema: paged ? ref('PageEnvelope') : ref('Envelope') } },
      },
    },
  };
}

/** The top of the page: the wire protocol of DESIGN.md §2, the result codes, what the page does not do. */
function explanation(opts: OpenApiOptions): string {
  const codes = Object.entries(resultMessages)
    .map(([code, m]) => `| ${code} | ${m.zh} | ${m.en} |`)
    .join('\n');
  return `The school API of the second-classroom (第二课堂) transcript platform, generated at start-up from the route registry (\`defineRoute\` in \`server/modules/*/routes.ts\`). It keeps the protocol that deployed clients of this product family speak.

### Sending params
Every operation takes **one JSON object**, its *params*; the schema under each operation is that object, decoded. It travels as a single string:

| method | how |
|---|---|
| GET | \`JSON.stringify(params)\` → codec → the one query parameter \`params\`: \`GET ${API_PREFIX}/school/students?params=%7B%22current%22%3A1%2C%22size%22%3A10%7D\` |
| POST | \`JSON.stringify(params)\` → codec → the one form field \`params\` of an \`application/x-www-form-urlencoded\` body: \`params=%7B%22id%22%3A3%7D\` |
| upload | \`multipart/form-data\`: a \`file\` part and an optional \`params\` field, encoded as above |

**Codec** (\`PROTOCOL_CODEC\`; this server runs **\`${opts.codec}\`**): \`plain\` sends the JSON text as it is; \`aes\` sends base64(AES-128-ECB(JSON text, PKCS#7 padding)) with the 16-character key the school was given. Clients that run \`encodeURI\` on the encoded string and replace \`+\` with \`%2B\` before the form or query encoding are understood as well. Under \`plain\` a GET may also give the fields as ordinary query keys (\`?current=1&size=10\`).

**Values:** a number may be sent as its digit string and the reverse (\`type: [integer, string]\`); an optional field may be absent, \`""\` or \`null\`; keys the schema does not name are ignored; lists of ids take \`[3, 5]\`, \`["3", "5"]\`, \`"3,5"\` or \`3\`. A field that fails replies 10002 with a message naming it.

**Paging:** \`current\` is 1-based; \`size\` is one of ${PAGE_SIZES.join('/')} (other sizes are clamped to the nearest allowed one, never unbounded); \`data\` is \`{list, total}\`.

### Authorization
The \`Authorization\` header holds codec(\`JSON.stringify({token, platform: 3, timestamp})\`), \`timestamp\` in milliseconds and at most ${opts.credentialWindowMinutes} minutes from the server clock; a bare token (optionally \`Bearer <token>\`) is accepted too, and uploads may send it in a \`token\` header. A token comes from \`GET ${API_PREFIX}/token\`. Each operation names what it needs: public, any signed-in user, or a module path (\`x-permission\`) that one of the caller's roles must grant. Until an account changes its initial password only the operations marked for it answer.

### Replies
HTTP 200 with the envelope \`{code, msg, data, timestamp}\` (429 with code ${ResultCode.TOO_FREQUENT} when a rate limit is reached, 404 with code ${ResultCode.BAD_PARAMS} for an unknown path). Under \`aes\` the body is the codec-encoded envelope, except code ${ResultCode.SESSION_INVALID}, which stays plain JSON. Downloads (templates, exports) reply the file itself as an attachment. Code ${ResultCode.REDIRECT} is a success that asks the browser to go to the address in \`data\` (single sign-on).

| code | 中文 | meaning |
|---|---|---|
${codes}

This page describes the API; it holds no credentials and does not send requests ("Try it out" is off). Set \`API_DOCS=0\` to stop serving it.`;
}

/** The envelope schemas every operation replies with: any `data`, or a page. */
function envelopeSchemas(): Record<string, Json> {
  const codes = Object.keys(resultMessages).map(Number);
  const envelope = (data: Json) => ({
    type: 'object',
    required: ['code', 'msg', 'data', 'timestamp'],
    properties: {
      code: { type: 'integer', enum: codes, description: 'Result code: 0 and 900 are successes.', examples: [ResultCode.OK] },
      msg: { type: 'string', description: 'Message for the user (Chinese).', examples: [resultMessages[ResultCode.OK].zh] },
      data,
      timestamp: { type: 'integer', description: 'Server time, ms since the epoch.', examples: [1767225600000] },
    },
  });
  return {
    Envelope: envelope({ type: ['object', 'array', 'string', 'number', 'boolean', 'null'], description: 'The result (any JSON value); null on an error.' }),
    Page: { type: 'object', required: ['list', 'total'], properties: { list: { type: 'array', items: { type: 'object', description: 'One row.' } }, total: { type: 'integer', minimum: 0 } } },
    PageEnvelope: envelope({ anyOf: [ref('Page'), { type: 'null' }], description: 'The page; null on an error.' }),
  };
}

/** The document for `tags` (each a feature with its routes); paths are under /api. */
export function openApiDocument(tags: OpenApiTag[], opts: OpenApiOptions): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  // Routes share schema objects (noParams, id params): convert each once.
  const paramsSchemas = new Map<z.ZodType, Json>();
  for (const tag of tags) {
    for (const def of tag.routes) {
      const item = (paths[API_PREFIX + def.path] ??= {});
      item[def.method.toLowerCase()] = operationOf(def, tag.name, paramsSchemas);
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: '第二课堂 school API', version: opts.version, description: explanation(opts) },
    tags: tags.map(({ name, description }) => ({ name, description })),
    paths,
    components: {
      schemas: envelopeSchemas(),
      securitySchemes: {
        credential: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'codec(JSON.stringify({token, platform: 3, timestamp})), or a bare token.',
        },
        uploadToken: { type: 'apiKey', in: 'header', name: 'token', description: 'The bare token, on uploads.' },
      },
    },
  };
}

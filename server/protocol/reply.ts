/**
 * Writes the reply envelope {code, msg, data, timestamp} (DESIGN.md §2). Under the aes codec the
 * body is the codec-encoded envelope text, except code 10001 which stays plain JSON (marked with
 * `type: 'plain'` so clients know not to decode it).
 */
import type { FastifyReply } from 'fastify';
import type { Codec } from '../../common/codec.js';
import { ResultCode, resultMessages, type ResultCodeValue } from '../../common/codes.js';
import { envelope, type Envelope } from '../../common/envelope.js';

export function sendEnvelope(reply: FastifyReply, codec: Codec, body: Envelope): FastifyReply {
  reply.header('cache-control', 'no-store');
  if (codec.name === 'plain') return reply.type('application/json; charset=utf-8').send(body.data instanceof RawJson ? envelopeBytes(body, body.data) : JSON.stringify(body));
  if (body.code === ResultCode.SESSION_INVALID)
    return reply.type('application/json; charset=utf-8').send(JSON.stringify({ ...body, type: 'plain' }));
  return reply.type('text/plain; charset=utf-8').send(codec.encode(envelopeJson(body)));
}

/** Data already written as JSON (a remembered reply, server/db/replyCache.ts): sent as it is. */
export class RawJson {
  private utf8: Buffer | null = null;
  constructor(readonly json: string) {}

  /** The JSON's UTF-8 bytes, encoded once however often the remembered reply is sent. */
  get bytes(): Buffer {
    this.utf8 ??= Buffer.from(this.json, 'utf8');
    return this.utf8;
  }
}

/**
 * The envelope of remembered data as bytes: its data's bytes between the envelope's head and tail.
 * Sent as a Buffer, the reply's length is known without measuring the text and the socket writes
 * no UTF-8 encoding of it (issue 17: both were a tenth of a cached list's request under load).
 */
function envelopeBytes(body: Envelope, data: RawJson): Buffer {
  const head = `{"code":${body.code},"msg":${JSON.stringify(body.msg)},"data":`;
  return Buffer.concat([Buffer.from(head, 'utf8'), data.bytes, Buffer.from(`,"timestamp":${body.timestamp}}`, 'latin1')]);
}

/** The envelope as JSON, its data spliced in when it is RawJson (the same text JSON.stringify writes). */
export function envelopeJson(body: Envelope): string {
  if (!(body.data instanceof RawJson)) return JSON.stringify(body);
  return `{"code":${body.code},"msg":${JSON.stringify(body.msg)},"data":${body.data.json},"timestamp":${body.timestamp}}`;
}

/** The envelope of a result code with its default message (or `msg`). */
export function codeEnvelope(code: ResultCodeValue, msg?: string, data: unknown = null): Envelope {
  return envelope(code, msg ?? resultMessages[code].zh, data);
}

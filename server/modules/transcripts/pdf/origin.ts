/**
 * The site origin a transcript's QR code points at ('https://dekt.example.edu.cn'): the scheme and
 * host the caller reached the API with (the web app and the API share one origin, DESIGN.md §1).
 */
import type { FastifyRequest } from 'fastify';

export const requestOrigin = (request: Pick<FastifyRequest, 'protocol' | 'host'>): string => `${request.protocol}://${request.host}`;

/**
 * The floor of the load bench (issue 17): Fastify's hello-world as its documentation writes it
 * (no logger, one route answering {hello: 'world'}), listening on PORT at 127.0.0.1.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

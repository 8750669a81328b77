/**
 * The floor of the load bench (issue 17): Fastify's hello-world as its documentation writes it
 * (no logger, one route answering {hello: 'world'}), listening on PORT at 127.0.0.1. Beside it,
 * the rush's floor: POST /api/activity/enroll with the rush's form body, read and ignored, always
 * answered with the refusal most of the rush gets. What the burst costs there is the load
 * generator's and the kernel's part, which no server can go below on this machine.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
app.post('/api/activity/enroll', async () => ({ code: 10002, msg: '报名人数已满', data: null, timestamp: Date.now() }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

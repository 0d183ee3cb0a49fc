import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { startSandbox, type RunningSandbox } from './harness';

type Delivery = { headers: http.IncomingHttpHeaders; body: string };

let sandbox: RunningSandbox;
let receiver: http.Server;
const deliveries: Delivery[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, resolve));
  const { port } = receiver.address() as AddressInfo;
  sandbox = await startSandbox({
    webhookUrl: `http://localhost:${port}/api/revalidate`,
    webhookSecret: 'sekret',
  });
});
afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const goodAuth = () => basic(sandbox.ctx.config.wordpress.appUser, sandbox.ctx.config.wordpress.appPassword);

async function waitForDelivery(count: number) {
  for (let i = 0; i < 50 && deliveries.length < count; i++) await new Promise((r) => setTimeout(r, 20));
  return deliveries[count - 1];
}

const GUIDE_EN = 163;

describe('WordPress REST: editing a post', () => {
  it('renames a post with an application password, answers its edit JSON and serves the new title', async () => {
    const res = await fetch(`${sandbox.url}/wp-json/wp/v2/posts/${GUIDE_EN}`, {
      method: 'POST',
      headers: { Authorization: goodAuth(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'A renamed guide' }),
    });
    expect(res.status).toBe(200);
    const post = await res.json();
    expect(post).toMatchObject({
      id: GUIDE_EN,
      type: 'post',
      status: 'publish',
      lang: 'en',
      title: { raw: 'A renamed guide', rendered: 'A renamed guide' },
      content: { protected: false },
    });
    expect(post.translations).toMatchObject({ uk: 162, en: 163, ru: 164 });

    const graphql = await fetch(`${sandbox.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: `{ post(id: "${GUIDE_EN}", idType: DATABASE_ID) { title } }` }),
    });
    expect((await graphql.json()).data.post.title).toBe('A renamed guide');
  });

  it("sends WooCommerce's signed action.wc_storefront_post_saved webhook with the post's id", async () => {
    const before = deliveries.length;
    await fetch(`${sandbox.url}/wp-json/wp/v2/posts/${GUIDE_EN}`, {
      method: 'POST',
      headers: { Authorization: goodAuth(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: { raw: 'Renamed again' } }),
    });
    const delivery = await waitForDelivery(before + 1);
    expect(JSON.parse(delivery.body)).toEqual({ action: 'wc_storefront_post_saved', arg: GUIDE_EN });
    expect(delivery.headers['x-wc-webhook-topic']).toBe('action.wc_storefront_post_saved');
    expect(delivery.headers['x-wc-webhook-resource']).toBe('action');
    expect(delivery.headers['x-wc-webhook-signature']).toBe(
      createHmac('sha256', 'sekret').update(delivery.body).digest('base64'),
    );
  });

  it('refuses as WordPress does: anonymous, wrong password, unknown post, bad JSON, bad fields', async () => {
    const post = (id: number | string, init: RequestInit) =>
      fetch(`${sandbox.url}/wp-json/wp/v2/posts/${id}`, { method: 'POST', ...init });
    const json = { 'Content-Type': 'application/json' };
    const anonymous = await post(GUIDE_EN, { headers: json, body: '{"title":"x"}' });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).code).toBe('rest_cannot_edit');
    const wrong = await post(GUIDE_EN, {
      headers: { ...json, Authorization: basic(sandbox.ctx.config.wordpress.appUser, 'nope') },
      body: '{"title":"x"}',
    });
    expect((await wrong.json()).code).toBe('incorrect_password');
    const unknown = await post(999999, { headers: { ...json, Authorization: goodAuth() }, body: '{}' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('rest_post_invalid_id');
    const garbage = await post(GUIDE_EN, {
      headers: { ...json, Authorization: goodAuth() },
      body: '{"title":',
    });
    expect((await garbage.json()).code).toBe('rest_invalid_json');
    const badStatus = await post(GUIDE_EN, {
      headers: { ...json, Authorization: goodAuth() },
      body: JSON.stringify({ status: 'gone' }),
    });
    expect(badStatus.status).toBe(400);
    expect((await badStatus.json()).code).toBe('rest_invalid_param');
  });
});

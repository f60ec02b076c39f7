import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../http/input';
import { guards } from '../shared/guards';
import { createTestApp, engine, type TestApp } from '../test/harness';
import { bearer } from '../test/members';
import { routeCatalog, type Entry } from '../test/route-catalog';
import { multipartBody } from '../test/staff';
import { buildWorld, CALLERS, fingerprint, type Caller, type World } from '../test/world';

/** The caller a route lets through (the first whose expected status is not 401/403). */
const authorized = (entry: Entry): Caller =>
  CALLERS.find((c) => entry.expect[c] !== 401 && entry.expect[c] !== 403) ?? 'none';

const hostileValue = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.constantFrom(
    -1,
    0,
    -0.000001,
    0.0000001,
    1e21,
    1e308,
    10.1234567,
    Number.MAX_SAFE_INTEGER + 2,
  ),
  fc.constantFrom(
    '',
    ' ',
    'LT0000000',
    'lt1234567',
    "'; drop table members; --",
    '<script>alert(1)</script>',
  ),
  fc.constantFrom('\u0000', 'x'.repeat(5000), '../../etc/passwd', '%00', '{{7*7}}'),
);

/**
 * README "Security" (hostile input): every JSON endpoint's body and path parameters, fuzzed: never a 500, and a refused
 * request changes nothing (counts, sums, statuses and secrets of every business table).
 */
describe(`hostile input (${engine})`, () => {
  let t: TestApp;
  let world: World;
  let catalog: Record<string, Entry>;

  beforeAll(async () => {
    t = await createTestApp();
    world = await buildWorld(t);
    catalog = routeCatalog(t);
  }, 60_000);
  afterAll(() => t.close());

  async function send(caller: Caller, request: InjectOptions) {
    const before = await fingerprint(t);
    const res = await t.app.inject(request);
    // Not JSON.stringify(request): a 50 MB Buffer payload would take most of a minute to print.
    const payload = typeof request.payload === 'string' ? request.payload.slice(0, 200) : '<bytes>';
    const described = `${request.method} ${request.url} ${payload}`;
    expect(res.statusCode, `${described} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
    if (res.statusCode >= 400) {
      expect(await fingerprint(t), `refused ${caller} request changed state`).toEqual(before);
    }
    return res;
  }

  it('survives arbitrary and mutated JSON bodies on every JSON route', async () => {
    const routes = Object.entries(catalog).filter(([, e]) => e.sample);
    expect(routes.length).toBeGreaterThanOrEqual(30);
    for (const [route, entry] of routes) {
      const caller = authorized(entry);
      const { method, url } = await entry.request(world, caller);
      const sample = (await entry.sample?.(world)) ?? {};
      const keys = Object.keys(sample);
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.jsonValue(),
            fc
              .tuple(fc.constantFrom(...keys), hostileValue)
              .map(([key, value]) => ({ ...sample, [key]: value })),
            fc.constantFrom(...keys).map((key) => {
              const { [key]: _dropped, ...rest } = sample;
              return rest;
            }),
          ),
          async (body) => {
            await send(caller, {
              method: method ?? 'POST',
              url: url ?? route.split(' ')[1] ?? '/',
              headers: { ...world.headersOf(caller), 'content-type': 'application/json' },
              payload: JSON.stringify(body),
            });
          },
        ),
        { numRuns: 12, seed: 8 },
      );
    }
  }, 240_000);

  it('survives arbitrary path parameters', async () => {
    const routes = Object.keys(catalog).filter((r) => r.includes('/:'));
    for (const route of routes) {
      const entry = catalog[route];
      if (!entry) continue;
      const caller = authorized(entry);
      const [method, path] = route.split(' ') as ['GET' | 'POST', string];
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.string({ maxLength: 80 }),
            fc.constantFrom('..', '%2e%2e', 'LT1', '-1', '0', '1e9', '9'.repeat(30)),
          ),
          async (param) => {
            const url = path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(param) || 'x');
            await send(caller, {
              method,
              url,
              headers: { ...world.headersOf(caller), 'content-type': 'application/json' },
              ...(method === 'POST'
                ? { payload: JSON.stringify((await entry.sample?.(world)) ?? {}) }
                : {}),
            });
          },
        ),
        { numRuns: 8, seed: 9 },
      );
    }
  }, 240_000);

  /** A catalog route's request as its authorized caller sends it, with the caller's headers. */
  async function requestOf(entry: Entry) {
    const caller = authorized(entry);
    const request = await entry.request(world, caller);
    const url = typeof request.url === 'string' ? request.url : undefined;
    return { caller, request, url, headers: { ...world.headersOf(caller), ...request.headers } };
  }

  /** README "Rules", requests: NUL anywhere is 400 with its message, never a 500, changes nothing. */
  async function refusesNul(caller: Caller, request: InjectOptions) {
    const res = await send(caller, request);
    expect(res.statusCode, `${request.method} ${request.url}`).toBe(400);
    expect(res.json()).toEqual({ message: NUL_MESSAGE });
  }

  it('refuses a NUL in every string field, path parameter and query of every route', async () => {
    let tried = 0;
    for (const [route, entry] of Object.entries(catalog)) {
      const [method, path = '/'] = route.split(' ') as ['GET' | 'POST' | 'PATCH', string];
      const sample = (await entry.sample?.(world)) ?? {};
      for (const [key, value] of Object.entries(sample)) {
        if (typeof value !== 'string') continue;
        const { caller, url, headers } = await requestOf(entry);
        await refusesNul(caller, {
          method,
          url: url ?? path,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify({ ...sample, [key]: `${value}\u0000x` }),
        });
        tried++;
      }
      const { caller, request, url: given, headers } = await requestOf(entry);
      const url = given ?? path;
      if (path.includes('/:')) {
        // Each parameter in turn, the others as the catalog sends them.
        const names = path.split('/').filter((segment) => segment.startsWith(':'));
        for (const name of names) {
          const target = path
            .split('/')
            .map((segment, i) =>
              segment === name ? 'a%00b' : (url.split('?')[0]?.split('/')[i] ?? segment),
            )
            .join('/');
          await refusesNul(caller, { ...request, method, url: target, headers });
          tried++;
        }
      }
      const separator = url.includes('?') ? '&' : '?';
      for (const name of ['q', 'action', 'cursor', 'status']) {
        await refusesNul(caller, {
          ...request,
          method,
          url: `${url}${separator}${name}=a%00b`,
          headers,
        });
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(200);
  }, 240_000);

  it('refuses a NUL in a deposit form field and unreadable deposit forms with 400', async () => {
    const entry = catalog['POST /order/create'];
    if (!entry) throw new Error('no deposit route');
    const { caller, headers } = await requestOf(entry);
    const image = await png(40, 40);
    const form = (fields: Record<string, string>) =>
      multipartBody(fields, {
        name: 'image',
        filename: 'paid.png',
        type: 'image/png',
        data: image,
      });
    const withNul = form({
      package_name: 'Kick\u0000 Starter',
      user_mySponsor_id: world.memberA.code,
    });
    await refusesNul(caller, {
      method: 'POST',
      url: '/order/create',
      payload: withNul.payload,
      headers: { ...headers, ...withNul.headers },
    });
    const good = form({ package_name: 'Kick Starter', user_mySponsor_id: world.memberA.code });
    const unreadable: Array<[string, string | Buffer]> = [
      ['multipart/form-data', good.payload],
      ['multipart/form-data; boundary=', good.payload],
      [good.headers['content-type'], good.payload.subarray(0, good.payload.length / 2)],
      [good.headers['content-type'], Buffer.from('garbage, not a form at all')],
      ['multipart/form-data; boundary=x', '--x\r\ncontent-disposition: form-data\r\n\r\nno name'],
    ];
    for (const [type, payload] of unreadable) {
      const res = await send(caller, {
        method: 'POST',
        url: '/order/create',
        payload,
        headers: { ...headers, 'content-type': type },
      });
      expect(res.statusCode, type).toBe(400);
    }
  });

  it('with its guard off, NUL characters and unreadable forms reach the database and answer 500', async () => {
    guards.refuseUnreadableInput = false;
    try {
      const contact = await t.app.inject({
        method: 'POST',
        url: '/contact/contact-submit',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          name: 'Visitor\u0000',
          phoneNo: '9876543210',
          email: 'visitor@example.com',
          message: 'Hello',
        }),
      });
      expect(contact.statusCode).toBe(500);
      const search = await t.app.inject({
        method: 'GET',
        url: '/api/admin/members?q=a%00b',
        headers: world.headersOf('admin'),
      });
      expect(search.statusCode).toBe(500);
      const entry = catalog['POST /order/create'];
      if (!entry) throw new Error('no deposit route');
      const { headers } = await requestOf(entry);
      const noBoundary = await t.app.inject({
        method: 'POST',
        url: '/order/create',
        payload: 'garbage',
        headers: { ...headers, 'content-type': 'multipart/form-data' },
      });
      expect(noBoundary.statusCode).toBe(500);
    } finally {
      guards.refuseUnreadableInput = true;
    }
  });

  describe('named cases', () => {
    it('refuses bad amounts: negative, zero, beyond 6 decimals, NaN, infinite and huge', async () => {
      const b = world.memberA;
      for (const amount of [
        '-5',
        '0',
        '10.1234567',
        'NaN',
        '1e309',
        '1e21',
        '"10"',
        'null',
        'true',
      ]) {
        const res = await send('memberA', {
          method: 'POST' as const,
          url: '/user/withdrawal-request',
          headers: { ...bearer(b.token), 'content-type': 'application/json' },
          payload: `{"sponsorId":"${b.code}","amount":${amount},"password":"x","uniqueKey":"y"}`,
        });
        expect(res.statusCode, amount).toBe(400);
      }
      for (const amount of ['-5', '0', '0.0000001', '1e21']) {
        const res = await send('admin', {
          method: 'POST',
          url: `/api/admin/operators/${world.operator.id}/credit`,
          headers: { ...world.headersOf('admin'), 'content-type': 'application/json' },
          payload: `{"amount":${amount}}`,
        });
        expect(res.statusCode, amount).toBe(400);
      }
    });

    it('answers malformed JSON with 400, other content types with 415, and 1 MB+ with 413 everywhere', async () => {
      const posts = Object.entries(catalog).filter(([r, e]) => r.startsWith('POST') && e.sample);
      for (const [route, entry] of posts) {
        const caller = authorized(entry);
        const { url } = await entry.request(world, caller);
        const base = { method: 'POST' as const, url: url ?? route.slice(5) };
        const malformed = await send(caller, {
          ...base,
          headers: { ...world.headersOf(caller), 'content-type': 'application/json' },
          payload: '{"sponsorId": "LT1',
        });
        expect(malformed.statusCode, route).toBe(400);
        const form = await send(caller, {
          ...base,
          headers: {
            ...world.headersOf(caller),
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: 'a=1',
        });
        expect(form.statusCode, route).toBe(415);
        const huge = await send(caller, {
          ...base,
          headers: { ...world.headersOf(caller), 'content-type': 'application/json' },
          payload: `{"x":"${'a'.repeat(1024 * 1024)}"}`,
        });
        expect(huge.statusCode, route).toBe(413);
      }
    });

    it('keeps the catalogue price whatever price a client sends', async () => {
      const body = multipartBody(
        { package_name: 'Whales Master Trader Course', order_price: '0.01' },
        { name: 'image', filename: 'paid.png', type: 'image/png', data: await png(40, 40) },
      );
      const res = await send('memberA', {
        method: 'POST',
        url: '/order/create',
        headers: { ...bearer(world.memberA.token), ...body.headers },
        payload: body.payload,
      });
      expect(res.json().order.order_details.order_price).toBe(5000);
    });

    const upload = (data: Buffer, type = 'image/png', filename = 'paid.png') => {
      const body = multipartBody(
        { package_name: 'Kick Starter' },
        { name: 'image', filename, type, data },
      );
      return send('memberA', {
        method: 'POST',
        url: '/order/create',
        headers: { ...bearer(world.memberA.token), ...body.headers },
        payload: body.payload,
      });
    };

    it('re-encodes a polyglot: the script riding after the image does not survive', async () => {
      const polyglot = Buffer.concat([
        await png(30, 30),
        Buffer.from('<html><script>alert(document.cookie)</script></html>'),
      ]);
      const res = await upload(polyglot, 'text/html', 'paid.html');
      expect(res.statusCode).toBe(201);
      const orders = await t.app.inject({
        method: 'GET',
        url: '/order/approved-orders',
        headers: world.headersOf('operator'),
      });
      expect(orders.statusCode).toBe(200);
      const stored = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders?status=pending&limit=1`,
        headers: world.headersOf('admin'),
      });
      const image = await t.app.inject({
        method: 'GET',
        url: stored.json().items[0].image_url,
        headers: world.headersOf('admin'),
      });
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    });

    it('refuses a decompression bomb and a 50 MB file without storing anything', async () => {
      const bomb = grayPngBomb(8_000, 6_000);
      expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
      const refused = await upload(bomb);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({ message: 'The screenshot has too many pixels' });
      expect((await upload(Buffer.alloc(50 * 1024 * 1024, 7))).statusCode).toBe(413);
    });
  });
});

/**
 * A valid PNG of width x height black pixels (48 M for 8,000 x 6,000) in a few kB: zeros deflate
 * to almost nothing. Written by hand because encoding that many pixels with sharp takes minutes of
 * CPU on a busy machine.
 */
function grayPngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // grayscale; compression, filter and interlace stay 0
  // Each scanline is a filter byte (0) and one byte per pixel, all zero.
  const pixels = deflateSync(Buffer.alloc(height * (width + 1)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function png(width: number, height: number) {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: '#345' } })
    .png()
    .toBuffer();
}

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import sharp from 'sharp';
import type { Database } from '../db/client';
import { staff } from '../db/schema';
import { hashSecret } from '../modules/auth/passwords';
import { createSession } from '../modules/auth/sessions';
import { enrolWithSecret } from '../modules/two-factor/service';
import { bearer } from './members';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_NAME = 'Adam Admin';
export const STAFF_PASSWORD = 'staff-password-1';
/** The seeded admin's authenticator secret (ADMIN_TOTP_SECRET of the test servers). */
export const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** An authenticator app's code for a secret at a moment (now by default). */
export const totpCode = (secret: string, at = Date.now()) =>
  generate({ secret, epoch: Math.floor(at / 1000) });

/**
 * An admin account straight in the database with its second factor enrolled (bootstrap with
 * ADMIN_TOTP_SECRET does the same on a real start).
 */
export async function seedAdmin(db: Database) {
  const [admin] = await db
    .insert(staff)
    .values({
      role: 'admin',
      name: ADMIN_NAME,
      email: ADMIN_EMAIL,
      passwordHash: await hashSecret(STAFF_PASSWORD),
    })
    .returning({ id: staff.id });
  if (!admin) throw new Error('admin not inserted');
  await enrolWithSecret(db, { kind: 'admin', id: admin.id }, ADMIN_TOTP_SECRET);
}

/**
 * The seeded admin's session, as the login route gives it after the password and a code. Suites
 * about other things start here: a code is good once per 30 s, and they sign in many times.
 * The login itself, second factor included, is tested in two-factor.test.ts.
 */
export async function adminSession(app: FastifyInstance) {
  const [admin] = await app.db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), eq(staff.email, ADMIN_EMAIL)));
  if (!admin) throw new Error('no seeded admin');
  return { id: admin.id, token: await createSession(app.db, 'admin', admin.id) };
}

export async function staffLogin(app: FastifyInstance, url: string, email: string) {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: { email, password: STAFF_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`staff login ${res.statusCode}: ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const adminLogin = async (app: FastifyInstance) => (await adminSession(app)).token;

let operators = 0;
/** An operator created and funded through the admin API; answers its id and token. */
export async function makeOperator(app: FastifyInstance, adminToken: string, floatUsdt = 0) {
  const email = `operator${++operators}@example.com`;
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/operators',
    headers: bearer(adminToken),
    payload: { name: `Operator ${operators}`, email, password: STAFF_PASSWORD },
  });
  if (created.statusCode !== 201)
    throw new Error(`operator ${created.statusCode}: ${created.body}`);
  const id = created.json<{ _id: string }>()._id;
  if (floatUsdt > 0) {
    const credit = await app.inject({
      method: 'POST',
      url: `/api/admin/operators/${id}/credit`,
      headers: bearer(adminToken),
      payload: { amount: floatUsdt },
    });
    if (credit.statusCode !== 200) throw new Error(`credit ${credit.statusCode}: ${credit.body}`);
  }
  return { id, email, token: await staffLogin(app, '/topup/login', email) };
}

/** A small real PNG (a payment screenshot stand-in). */
export const pngScreenshot = (width = 64, height = 96) =>
  sharp({ create: { width, height, channels: 3, background: '#1f2937' } })
    .png()
    .toBuffer();

/** A multipart/form-data body built by hand, as a browser would send it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; filename: string; type: string; data: Buffer },
) {
  const boundary = `----lte${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A member's deposit through the real route; answers the order number. */
export async function deposit(
  app: FastifyInstance,
  memberToken: string,
  packageName: string,
  extra: Record<string, string> = {},
) {
  const body = multipartBody(
    { package_name: packageName, ...extra },
    { name: 'image', filename: 'paid.png', type: 'image/png', data: await pngScreenshot() },
  );
  const res = await app.inject({
    method: 'POST',
    url: '/order/create',
    headers: { ...bearer(memberToken), ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`deposit ${res.statusCode}: ${res.body}`);
  return res.json<{ order: { order_details: { order_no: string } } }>().order.order_details
    .order_no;
}

/** The id of the period a close would close now, as `GET /api/admin/payouts` answers it. */
export async function openPeriodId(app: FastifyInstance, adminToken: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/admin/payouts?limit=1',
    headers: bearer(adminToken),
  });
  if (res.statusCode !== 200) throw new Error(`payouts ${res.statusCode}: ${res.body}`);
  return res.json<{ open: { id: number } }>().open.id;
}

/** The same over HTTP, for a listening server. */
export async function openPeriodIdAt(url: string, adminToken: string): Promise<number> {
  const res = await fetch(`${url}/api/admin/payouts?limit=1`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  if (res.status !== 200) throw new Error(`payouts ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { open: { id: number } }).open.id;
}

/** Closes the open period through the staff API, naming it as the admin console does. */
export async function closeOpenPeriod(
  app: FastifyInstance,
  adminToken: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/payouts/close',
    headers: { ...bearer(adminToken), ...headers },
    payload: { periodId: await openPeriodId(app, adminToken) },
  });
}

/** The people of a bench network: the root, the admin, the funded operator, logged-in members. */
import type { Database } from '../server/db/client';
import { staff } from '../server/db/schema';
import { packageById } from '../server/modules/catalogue/catalogue';
import { MICRO } from '../server/shared/money';
import type { Actor } from '../server/modules/audit/service';
import { createRoot } from '../server/bootstrap';
import { createOperator, creditOperator } from '../server/modules/operators/service';
import { hashSecret } from '../server/modules/auth/passwords';
import { createSession } from '../server/modules/auth/sessions';
import { enrolWithSecret } from '../server/modules/two-factor/service';
import type { Network } from './networks';
import { random } from './tree';

export const BENCH_PASSWORD = 'bench-password-1';
export const ADMIN = { email: 'admin@bench.example.com', password: 'bench-admin-password-1' };
/** The bench admin's authenticator secret: admins sign in with a second factor. */
export const ADMIN_TOTP_SECRET = 'MJSW4Y3IEBQWI3LJNYQHI33UOAQHGZLD';
export const OPERATOR = {
  email: 'operator@bench.example.com',
  password: 'bench-operator-password-1',
};

/** Sponsor IDs of the bench: LT + 7 digits, member 1 (the root) is LT1000001. */
export const codeOf = (id: number) => `LT${1_000_000 + id}`;
export type MemberSession = { id: number; code: string; token: string };

/** The operator's float: every offline sale of the network, and a million USDT to spare. */
export const floatFor = (network: Network) =>
  network.orders.reduce(
    (sum, o) => sum + (packageById(o.packageId).offline ? o.priceMicro : 0),
    0,
  ) +
  1_000_000 * MICRO;

/** The root, the admin and the funded operator, through the application's own services. */
export async function seedPeople(db: Database, floatMicro: number) {
  const rootId = await createRoot(db, codeOf(1), BENCH_PASSWORD);
  if (rootId !== 1) throw new Error(`the root got id ${rootId}: the database is not empty`);
  const [admin] = await db
    .insert(staff)
    .values({
      role: 'admin',
      name: 'Bench Admin',
      email: ADMIN.email,
      passwordHash: await hashSecret(ADMIN.password),
    })
    .returning({ id: staff.id });
  if (!admin) throw new Error('admin insert returned no row');
  await enrolWithSecret(db, { kind: 'admin', id: admin.id }, ADMIN_TOTP_SECRET);
  const actor: Actor = { kind: 'admin', id: admin.id };
  const operatorId = await createOperator(db, actor, {
    name: 'Bench Operator',
    email: OPERATOR.email,
    password: OPERATOR.password,
  });
  await creditOperator(db, actor, operatorId, floatMicro, 'bench-float');
  return { rootId, adminId: admin.id, operatorId };
}

/** Sessions of random members (the pool the dashboard load draws from). */
export async function openSessions(db: Database, network: Network, count: number, seed: number) {
  const next = random(seed + 1);
  const sessions: MemberSession[] = [];
  for (let i = 0; i < count; i++) {
    const id = 2 + Math.floor(next() * (network.tree.size - 1));
    sessions.push({ id, code: codeOf(id), token: await createSession(db, 'member', id) });
  }
  return sessions;
}

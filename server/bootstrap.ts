import { count, eq, sql } from 'drizzle-orm';
import type { Config } from './config';
import type { Database } from './db/client';
import { queryRows } from './db/raw';
import { members, staff } from './db/schema';
import {
  generatePassword,
  generateUniqueKey,
  hashSecret,
  hashUniqueKey,
} from './modules/auth/passwords';
import { registerMember } from './modules/members/service';
import { randomSponsorCode } from './modules/tree/placement';
import { joinTour } from './modules/tree/tour';
import sharp from 'sharp';
import { findPackage } from './modules/catalogue/catalogue';
import { MICRO } from './shared/money';
import type { Actor } from './modules/audit/service';
import { createOperator, creditOperator } from './modules/operators/service';
import { approveDeposit, createDepositOrder } from './modules/orders/service';
import { reencodeScreenshot, type ScreenshotStore } from './modules/orders/screenshots';
import { enrolWithSecret } from './modules/two-factor/service';

type Say = (line: string) => void;

export const ROOT_NAME = 'LEARN-TRADE-EARN';

/** Creates the company root member and the first admin on an empty database (decisions §3). */
export async function bootstrap(
  db: Database,
  config: Config['bootstrap'],
  say: Say,
  screenshots: ScreenshotStore,
) {
  const [existing] = await db.select({ n: count() }).from(members);
  if (!existing?.n) {
    const sponsorCode = config.rootSponsorId ?? randomSponsorCode();
    const password = config.rootPassword ?? generatePassword();
    await createRoot(db, sponsorCode, password);
    say(`Root member created: sponsor ID ${sponsorCode}`);
    if (!config.rootPassword) say(`  password (shown once): ${password}`);
  }

  const [admins] = await db.select({ n: count() }).from(staff).where(eq(staff.role, 'admin'));
  if (!admins?.n) {
    const email = config.adminEmail ?? 'admin@learn-trade-earn.local';
    const password = config.adminPassword ?? generatePassword();
    await db.insert(staff).values({
      role: 'admin',
      name: 'Administrator',
      email,
      passwordHash: await hashSecret(password),
    });
    say(`Admin created: ${email}`);
    if (!config.adminPassword) say(`  password (shown once): ${password}`);
  }
  if (config.adminTotpSecret) await preEnrolAdmin(db, config.adminEmail, config.adminTotpSecret);

  if (config.demo) await seedDemo(db, say, screenshots);
}

/**
 * ADMIN_TOTP_SECRET: the bootstrap admin (ADMIN_EMAIL, else the first admin) signs in with codes
 * of this secret; set at every start, so changing the setting changes the secret.
 */
async function preEnrolAdmin(db: Database, email: string | undefined, secret: string) {
  const [admin] = await queryRows<{ id: string | number }>(
    db,
    sql`select id from staff where role = 'admin'
          ${email ? sql`and lower(email) = ${email.toLowerCase()}` : sql``}
        order by id limit 1`,
  );
  if (admin) await enrolWithSecret(db, { kind: 'admin', id: Number(admin.id) }, secret);
}

export async function createRoot(db: Database, sponsorCode: string, password: string) {
  const [passwordHash, uniqueKeyHash] = await Promise.all([
    hashSecret(password),
    hashUniqueKey(generateUniqueKey()),
  ]);
  return db.transaction(async (tx) => {
    const [next] = await queryRows<{ id: string | number }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('members', 'id')) as id`,
    );
    const id = Number(next?.id);
    const [root] = await tx
      .insert(members)
      .values({
        id,
        sponsorCode,
        name: ROOT_NAME,
        mobileNumber: '0000000000',
        email: 'root@learn-trade-earn.local',
        passwordHash,
        uniqueKeyHash,
        depth: 0,
      })
      .returning({ id: members.id });
    if (!root) throw new Error('root insert returned no row');
    await joinTour(tx, root.id, null);
    await tx.execute(sql`insert into member_points (member_id) values (${root.id})`);
    return root.id;
  });
}

export const DEMO_PASSWORD = 'demo-pass-2026';

const demoPeople = [
  ['Ravi Kumar', 'left'],
  ['Priya Sharma', 'right'],
  ['Arjun Mehta', 'left'],
  ['Sneha Iyer', 'right'],
  ['Vikram Singh', 'left'],
  ['Ananya Das', 'right'],
  ['Karan Patel', 'left'],
  ['Meera Nair', 'right'],
] as const;

export const DEMO_OPERATOR_EMAIL = 'operator@learn-trade-earn.local';

/**
 * A small demo business (idempotent: only on a database with just the root): a network under the
 * root, an operator with a funded float, approved orders in both legs and deposits waiting for
 * review, so every screen has something real to show.
 */
async function seedDemo(db: Database, say: Say, screenshots: ScreenshotStore) {
  const [existing] = await db.select({ n: count() }).from(members);
  if ((existing?.n ?? 0) > 1) return;
  const [root] = await db
    .select()
    .from(members)
    .where(sql`${members.parentId} is null`);
  if (!root) return;
  const created: { name: string; sponsorId: string; id: number }[] = [];
  const register = async (name: string, under: string, position: 'left' | 'right', by?: number) => {
    const slug = name.toLowerCase().replace(/[^a-z]+/g, '.');
    const result = await registerMember(
      db,
      {
        sponsorId: under,
        name,
        mobileNumber: '98765' + String(10000 + created.length).slice(-5),
        email: `${slug}@example.com`,
        password: DEMO_PASSWORD,
      },
      position,
      by,
    );
    created.push({ name, sponsorId: result.user.mySponsorId, id: Number(result.user._id) });
    return result.user;
  };
  const [first, second, ...rest] = demoPeople;
  const ravi = await register(first[0], root.sponsorCode, first[1]);
  const priya = await register(second[0], root.sponsorCode, second[1]);
  for (const [i, [name, position]] of rest.entries()) {
    const parent = i % 2 === 0 ? ravi : priya;
    await register(name, parent.mySponsorId, position, Number(parent._id));
  }

  const admin: Actor = { kind: 'system', id: null };
  const operatorId = await createOperator(db, admin, {
    name: 'Demo Operator',
    email: DEMO_OPERATOR_EMAIL,
    password: DEMO_PASSWORD,
  });
  await creditOperator(db, admin, operatorId, 5_000 * MICRO, 'demo-float');
  const operator = { kind: 'operator' as const, id: operatorId };
  const screenshot = await reencodeScreenshot(
    await sharp({ create: { width: 360, height: 640, channels: 3, background: '#0f172a' } })
      .png()
      .toBuffer(),
  );
  const buy = async (memberIndex: number, packageName: string, approve: boolean) => {
    const member = created[memberIndex];
    const pkg = findPackage(packageName);
    if (!member || !pkg) throw new Error(`demo order ${memberIndex} ${packageName}`);
    const order = await createDepositOrder(db, member.id, pkg, await screenshots.put(screenshot));
    if (approve) await approveDeposit(db, order.order_no, operator);
  };
  // Ravi and Priya lead the two legs; their teams buy on both sides.
  await buy(0, 'Premium Master Trader Course', true);
  await buy(1, 'Whales Starter', true);
  await buy(2, 'Bull Starter', true);
  await buy(3, 'Whales Starter', true);
  await buy(4, 'Kick Starter', true);
  await buy(5, 'Bull Starter', true);
  await buy(6, 'Kick Starter', false);
  await buy(7, 'Bull Starter', false);

  say(`Demo network: ${created.length} members, password "${DEMO_PASSWORD}":`);
  for (const m of created) say(`  ${m.sponsorId}  ${m.name}`);
  say(`Demo operator: ${DEMO_OPERATOR_EMAIL}, password "${DEMO_PASSWORD}" (float 5,000 USDT)`);
  say('Two deposits wait for approval (operator billing with the order number, or the admin).');
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseErrorOf, queryRows } from '../../db/raw';
import { createTestApp, engine, type TestApp } from '../../test/harness';
import { bearer, login, person, register, ROOT_CODE, seedRoot } from '../../test/members';
import { extremeMember, legTotals } from './tour';

type Row = { code: string; parent: string | null; side: string | null; sponsor: string | null };

async function placementOf(t: TestApp, code: string) {
  const [row] = await queryRows<Row>(
    t.database.db,
    sql`select m.sponsor_code as code, p.sponsor_code as parent, m.side, s.sponsor_code as sponsor
          from members m
          left join members p on p.id = m.parent_id
          left join members s on s.id = m.sponsor_id
         where m.sponsor_code = ${code}`,
  );
  return row;
}

/** Every slot taken once, and every member's leg counts and extreme ends as a walk of parent/side finds them. */
async function checkTreeInvariants(t: TestApp) {
  const rows = await queryRows<{ id: string; parent_id: string | null; side: 'L' | 'R' | null }>(
    t.database.db,
    sql`select id, parent_id, side from members order by id`,
  );
  const children = new Map<string, number>();
  for (const r of rows) {
    if (r.parent_id === null) continue;
    const key = `${r.parent_id}:${r.side}`;
    expect(children.has(key), `slot ${key} taken twice`).toBe(false);
    children.set(key, Number(r.id));
  }
  const size = (id: number | undefined): number =>
    id === undefined ? 0 : 1 + size(children.get(`${id}:L`)) + size(children.get(`${id}:R`));
  const end = (id: number, side: 'L' | 'R'): number => {
    const next = children.get(`${id}:${side}`);
    return next === undefined ? id : end(next, side);
  };
  for (const r of rows) {
    const id = Number(r.id);
    const { members: counts } = await legTotals(t.database.db, id);
    expect(counts).toEqual({
      left: size(children.get(`${id}:L`)),
      right: size(children.get(`${id}:R`)),
    });
    expect(await extremeMember(t.database.db, id, 'L')).toBe(end(id, 'L'));
    expect(await extremeMember(t.database.db, id, 'R')).toBe(end(id, 'R'));
  }
}

describe(`placement (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedRoot(t.database.db);
  });
  afterAll(() => t.close());

  it('places left and right registrations at the extreme end of that leg, sponsored by P', async () => {
    const l1 = await register(t.app, ROOT_CODE, 'left');
    const l2 = await register(t.app, ROOT_CODE, 'left');
    const r1 = await register(t.app, ROOT_CODE, 'right');
    const r2 = await register(t.app, ROOT_CODE, 'right');
    expect(await placementOf(t, l1.user.mySponsorId)).toMatchObject({
      parent: ROOT_CODE,
      side: 'L',
      sponsor: ROOT_CODE,
    });
    expect(await placementOf(t, l2.user.mySponsorId)).toMatchObject({
      parent: l1.user.mySponsorId,
      side: 'L',
      sponsor: ROOT_CODE,
    });
    expect(await placementOf(t, r2.user.mySponsorId)).toMatchObject({
      parent: r1.user.mySponsorId,
      side: 'R',
    });
    expect(l2.placement).toEqual({
      parentSponsorId: l1.user.mySponsorId,
      parentName: l1.user.name,
      position: 'left',
    });
    expect(l2.sponsor).toEqual({ name: 'LEARN-TRADE-EARN', mySponsorId: ROOT_CODE });
  });

  it("uses P's own slot when it is vacant, else the extreme of P's leg", async () => {
    const p = await register(t.app, ROOT_CODE, 'right');
    const first = await register(t.app, p.user.mySponsorId, 'left');
    expect(await placementOf(t, first.user.mySponsorId)).toMatchObject({
      parent: p.user.mySponsorId,
      side: 'L',
      sponsor: p.user.mySponsorId,
    });
    const second = await register(t.app, p.user.mySponsorId, 'left');
    expect(await placementOf(t, second.user.mySponsorId)).toMatchObject({
      parent: first.user.mySponsorId,
      side: 'L',
    });
  });

  it("places a registration without a side in P's smaller leg, left on a tie", async () => {
    const p = await register(t.app, ROOT_CODE, 'left');
    const a = await register(t.app, p.user.mySponsorId, 'auto');
    expect(a.placement).toEqual({
      parentSponsorId: p.user.mySponsorId,
      parentName: p.user.name,
      position: 'left',
    });
    const b = await register(t.app, p.user.mySponsorId, 'auto');
    expect(b.placement).toEqual({
      parentSponsorId: p.user.mySponsorId,
      parentName: p.user.name,
      position: 'right',
    });
    await register(t.app, p.user.mySponsorId, 'right');
    const c = await register(t.app, p.user.mySponsorId, 'auto');
    expect(c.placement.position).toBe('left');
  });

  it('makes the logged-in member the sponsor and lets them place only in their own team', async () => {
    const m = await register(t.app, ROOT_CODE, 'left');
    const token = await login(t.app, m.user.mySponsorId);
    const below = await register(t.app, m.user.mySponsorId, 'right', token);
    const deeper = await register(t.app, below.user.mySponsorId, 'left', token);
    expect(await placementOf(t, deeper.user.mySponsorId)).toMatchObject({
      parent: below.user.mySponsorId,
      sponsor: m.user.mySponsorId,
    });
    const outside = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-user-left',
      headers: bearer(token),
      payload: { ...person(), sponsorId: ROOT_CODE },
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe('You can only register members in your own team');
  });

  it('answers the unique key once and stores only its hash', async () => {
    const r = await register(t.app, ROOT_CODE, 'left');
    expect(r.uniqueKey).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    const [row] = await queryRows<{ unique_key_hash: string; password_hash: string }>(
      t.database.db,
      sql`select unique_key_hash, password_hash from members where sponsor_code = ${r.user.mySponsorId}`,
    );
    expect(row?.unique_key_hash).toMatch(/^\$argon2id\$/);
    expect(row?.unique_key_hash).not.toContain(r.uniqueKey.replaceAll('-', ''));
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{ sponsorId: 'LT0000404' }, 404, 'Sponsor not found'],
    [{ sponsorId: ROOT_CODE, name: '' }, 400, 'Name is required'],
    [{ sponsorId: ROOT_CODE, email: 'nope' }, 400, 'Please enter a valid email'],
    [{ sponsorId: ROOT_CODE, password: 'short' }, 400, 'Password must be at least 8 characters'],
    [{ sponsorId: ROOT_CODE, mobileNumber: 'x' }, 400, 'Please enter a valid mobile number'],
  ])('refuses %o with %i and changes nothing', async (override, status, message) => {
    const [before] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from members`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-user-left',
      payload: { ...person(), ...override },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    const [after] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from members`,
    );
    expect(after?.n).toEqual(before?.n);
  });

  it('keeps leg counts and extreme ends exact after all of the above', async () => {
    await checkTreeInvariants(t);
  });

  it('makes a doubled slot impossible in the database itself', async () => {
    const [root] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from members where parent_id is null`,
    );
    const attempt = t.database.db.execute(sql`
        insert into members (sponsor_code, name, mobile_number, email, password_hash, unique_key_hash,
                             parent_id, side, depth)
        values ('LT0000002', 'Intruder', '1', 'x@y.z', 'x', 'x', ${Number(root?.id)}, 'L', 1)`);
    const error = await attempt.then(
      () => undefined,
      (e: unknown) => databaseErrorOf(e),
    );
    expect(error?.code).toBe('23505');
    expect(error?.message).toMatch(/members_slot_key/);
  });

  it('places concurrent registrations into one leg in distinct slots, all succeeding', async () => {
    const p = await register(t.app, ROOT_CODE, 'right');
    const results = await Promise.all(
      Array.from({ length: 25 }, () => register(t.app, p.user.mySponsorId, 'left')),
    );
    expect(new Set(results.map((r) => r.placement.parentSponsorId)).size).toBe(25);
    await checkTreeInvariants(t);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Side } from '../../db/schema';
import { queryRows } from '../../db/raw';
import { createTestDatabase, engine, type TestDatabase } from '../../test/harness';
import { seedRoot } from '../../test/members';
import { packageById, priceMicro } from '../catalogue/catalogue';
import { placeAtExtreme } from './placement';
import { applyApprovedOrder } from './points';
import { legStamp, legTotals, type LegTotals } from './tour';

/**
 * Decision record 0011, "Leg stamps": a member's stamp stays the same only while its legs do. Each
 * write below is committed on its own, as the product's are (a stamp carries the block row's
 * version), and every member's stamp and legs are compared before and after it.
 */
describe(`a member's leg stamp (${engine})`, () => {
  let database: TestDatabase;
  const ids: number[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    ids.push(await seedRoot(database.db));
    // Blocks of four entries: a few dozen members make a tour several levels tall.
    await database.db.execute(sql`update tour_root set max_entries = 4`);
  }, 120_000);
  afterAll(async () => {
    await database?.drop();
  });

  const place = async (under: number, side: Side) => {
    const placed = await database.db.transaction((tx) =>
      placeAtExtreme(tx, under, side, {
        name: 'Stamped',
        mobileNumber: '9000000000',
        email: 's@example.com',
        passwordHash: 'x',
        uniqueKeyHash: 'x',
        sponsorId: under,
      }),
    );
    ids.push(placed.id);
  };
  const approve = async (memberId: number) => {
    const pkg = packageById(1);
    await database.db.transaction((tx) =>
      applyApprovedOrder(tx, {
        memberId,
        packageId: 1,
        points: pkg.price,
        priceMicro: priceMicro(pkg),
      }),
    );
  };
  /** The stamp of the block a member's stamp names, as it reads now (null once gone). */
  const blockStamp = async (stamp: string) => {
    const [row] = await queryRows<{ stamp: string }>(
      database.db,
      sql`select stamp from tour_block_stamp(${Number(stamp.split(':')[0])})`,
    );
    return row?.stamp ?? null;
  };
  const everyMember = async () => {
    const seen = new Map<number, { stamp: string; legs: LegTotals }>();
    for (const id of ids) {
      seen.set(id, {
        stamp: await legStamp(database.db, id),
        legs: await legTotals(database.db, id),
      });
    }
    return seen;
  };

  it('changes whenever the legs change, and stays for members the write did not reach', async () => {
    for (let i = 0; i < 30; i++) await place(ids[(i * 7) % ids.length] ?? 1, i % 3 ? 'L' : 'R');
    const [height] = await queryRows<{ height: number }>(
      database.db,
      sql`select b.height from tour_root r join tour_blocks b on b.id = r.block_id`,
    );
    expect(height?.height).toBeGreaterThanOrEqual(3);

    let kept = 0;
    let changed = 0;
    for (let round = 0; round < 16; round++) {
      const before = await everyMember();
      const member = ids[(round * 11) % ids.length] ?? 1;
      if (round % 2) await approve(member);
      else await place(member, round % 4 ? 'L' : 'R');
      const after = await everyMember();
      for (const [id, was] of before) {
        const now = after.get(id);
        // Migration 0020: the dashboard checks a kept stamp by re-reading the block it names.
        const named = await blockStamp(was.stamp);
        expect(named === was.stamp, `${id}'s named block agrees with its climb`).toBe(
          now?.stamp === was.stamp,
        );
        if (now?.stamp === was.stamp) {
          expect(now.legs, `legs of ${id} under an unchanged stamp`).toEqual(was.legs);
          kept++;
        } else {
          changed++;
        }
      }
    }
    // The stamp is worth keeping: most members' survive a write elsewhere in the network.
    expect(kept).toBeGreaterThan(changed);
    expect(changed).toBeGreaterThan(0);
  }, 120_000);
});

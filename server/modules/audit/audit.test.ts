import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseErrorOf } from '../../db/raw';
import { createTestDatabase, engine, type TestDatabase } from '../../test/harness';
import { audit, checkAuditChain } from './service';

describe(`the audit log (${engine})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 5; i++) {
      await database.db.transaction((tx) =>
        audit(tx, { kind: 'admin', id: 1 }, 'order.approve', `ORD-00000${i}`, { price: i * 1000 }),
      );
    }
  });
  afterAll(() => database.drop());

  it('chains every row to the one before it', async () => {
    expect(await checkAuditChain(database.db)).toEqual([]);
  });

  it('refuses updates and deletes from the application', async () => {
    for (const statement of [
      sql`update audit_log set subject = 'ORD-999999' where id = 2`,
      sql`delete from audit_log where id = 2`,
      sql`truncate audit_log`,
    ]) {
      const error = await database.db.execute(statement).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(databaseErrorOf(error).message).toMatch(/append-only/);
    }
  });

  it('detects a row changed or removed behind its back', async () => {
    // Someone with the database owner's rights switches the guard off and edits history.
    await database.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await database.db.execute(sql`update audit_log set details = '{"price": 1}' where id = 3`);
    await database.db.execute(sql`delete from audit_log where id = 4`);
    await database.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    expect(await checkAuditChain(database.db)).toEqual([
      'audit row 3 was changed after it was written',
      'audit row 5 does not follow the row before it',
    ]);
  });
});

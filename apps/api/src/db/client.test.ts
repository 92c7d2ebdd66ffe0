import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Db, type Executor, readEach, reusableStatement, selectRows } from './client';
import { settings } from './schema/settings';

describe('reusableStatement', () => {
  let testApp: TestApp;
  let db: Db;
  let write: ReturnType<typeof buildStatements>['write'];
  let read: ReturnType<typeof buildStatements>['read'];

  function buildStatements(on: Db) {
    const written = { key: settings.key, updatedAt: settings.updatedAt };
    const fields = { key: settings.key, value: settings.value, updatedAt: settings.updatedAt };
    return {
      write: reusableStatement(
        'test_write_setting',
        on
          .insert(settings)
          .values({ key: sql.placeholder('key'), value: sql.placeholder('value') })
          .returning(written),
        written,
      ),
      read: reusableStatement(
        'test_read_setting',
        on
          .select(fields)
          .from(settings)
          .where(eq(settings.key, sql.placeholder('key'))),
        fields,
      ),
    };
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    db = testApp.app.database.db;
    ({ write, read } = buildStatements(db));
  });
  afterAll(() => testApp.close());

  it('answers rows typed as the builder would, each call with its own values', async () => {
    await write(db, { key: 'test.one', value: { limit: 1 } });
    await write(db, { key: 'test.two', value: ['a', 'b'] });

    const [one] = await read(db, { key: 'test.one' });
    const [two] = await read(db, { key: 'test.two' });
    expect(one?.value).toEqual({ limit: 1 });
    expect(one?.updatedAt).toBeInstanceOf(Date);
    expect(two?.value).toEqual(['a', 'b']);
    expect(await read(db, { key: 'test.none' })).toEqual([]);
  });

  it('joins the transaction it is given: it sees the transaction’s writes, and a rollback undoes its own', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(settings).values({ key: 'test.inside', value: 1 });
        expect(await read(tx, { key: 'test.inside' })).toHaveLength(1);
        await write(tx, { key: 'test.rolled-back', value: 2 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');

    expect(await read(db, { key: 'test.inside' })).toEqual([]);
    expect(await read(db, { key: 'test.rolled-back' })).toEqual([]);
  });

  it('reports a missing value instead of running without it', async () => {
    await expect(read(db, {})).rejects.toThrow('No value for placeholder "key"');
  });
});

describe('readEach', () => {
  let testApp: TestApp;
  let db: Db;
  beforeAll(async () => {
    testApp = await createTestApp();
    db = testApp.app.database.db;
  });
  afterAll(() => testApp.close());

  /** Reads that say when each started and answered, each taking a little while in the database */
  function timedReads(on: Executor, log: string[]) {
    return [1, 2, 3].map((n) => async () => {
      log.push(`start ${n}`);
      const rows = await selectRows<{ n: number }>(on, sql`select ${n}::int as n, pg_sleep(0.02)::text as slept`);
      log.push(`end ${n}`);
      return rows[0]?.n;
    });
  }

  it('answers in the order asked, and in a transaction sends each read only after the one before answered', async () => {
    const log: string[] = [];
    const answers = await db.transaction(async (tx) => readEach(tx, timedReads(tx, log)));
    expect(answers).toEqual([1, 2, 3]);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('starts every read at once outside a transaction', async () => {
    const log: string[] = [];
    expect(await readEach(db, timedReads(db, log))).toEqual([1, 2, 3]);
    expect(log.slice(0, 3)).toEqual(['start 1', 'start 2', 'start 3']);
  });
});

/**
 * Issue 20: hot, rarely-changing answers (categories, site settings, content pages, product pages) are
 * kept in the process that read them until a table they were read from changes. Every write to such a
 * table, whichever process or script makes it, announces itself from a statement trigger
 * (drizzle/0044_table_changes.sql) with NOTIFY on `table_changes`; every process listens, so a write
 * on one instance drops the copies of all the others once it commits.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { listen } from './listen';

const CHANNEL = 'table_changes';
/** Answers kept at most, and their bytes; the oldest go first (a visitor who walks every product page cannot fill memory) */
const MAX_ENTRIES = 5_000;
const MAX_BYTES = 64 * 1024 * 1024;

type Entry = { value: unknown; versions: number[]; expiresAt: number; bytes: number };

/** Answers kept under one bound: the oldest go first once there are more entries or bytes than it allows */
export type KeptAnswers = {
  /**
   * The answer kept under `key`, or `load`'s, kept (unless null: an absence is never kept) while none of `tables`
   * changes and for at most `keepMs` (for what changes with time alone: the sellable-expiry cut-off moves every
   * day). `sizeOf` tells the bytes an answer holds, counted with its key against the bound.
   */
  read<T>(
    key: string,
    tables: readonly string[],
    keepMs: number,
    load: () => Promise<T>,
    sizeOf?: (value: T) => number,
  ): Promise<T>;
  /** The answer kept under `key` if it is still current, without loading one */
  peek<T>(key: string, tables: readonly string[]): T | undefined;
  /** How many answers are kept and the bytes they hold */
  stats(): { entries: number; bytes: number };
  /** Drops what is kept under `key` now: for a change this process made and must not wait to hear of */
  forget(key: string): void;
};

/** The size of a kept row as its JSON text: what a partition of rows counts against its byte bound */
export const jsonBytes = (value: unknown): number => JSON.stringify(value ?? null).length;

export type ReadCache = KeptAnswers & {
  /**
   * Answers of another kind under their own bound, heard of through the same listener, so that many of them
   * (signed-in people's sessions) never push out the catalogue's.
   */
  partition(limits: { maxEntries: number; maxBytes: number }): KeptAnswers;
  /** Resolves once this process has heard of every change committed before: a writer then reads its own write. */
  settle(): Promise<void>;
  close(): Promise<void>;
};

export async function openReadCache(
  database: Database,
  log: FastifyBaseLogger,
  { maxBytes = MAX_BYTES }: { maxBytes?: number } = {},
): Promise<ReadCache> {
  // A counter per table, raised by each change: an answer is current while the counters it was read under are.
  const versions = new Map<string, number>();
  // While the server connection is down a change could go unheard: nothing is kept until it is back.
  let isListening = false;
  // Raised at each lost connection: a read begun before it may have missed a change, even if it ends after the
  // connection is back.
  let epoch = 0;
  const versionsOf = (tables: readonly string[]) => tables.map((table) => versions.get(table) ?? 0);
  const isCurrent = (tables: readonly string[], seen: readonly number[]) =>
    tables.every((table, index) => (versions.get(table) ?? 0) === seen[index]);
  const partitions: { clear(): void }[] = [];

  function keptAnswers(limits: { maxEntries: number; maxBytes: number }): KeptAnswers {
    const entries = new Map<string, Entry>();
    let bytes = 0;
    const forget = (key: string) => {
      bytes -= entries.get(key)?.bytes ?? 0;
      entries.delete(key);
    };
    const loading = new Map<string, { versions: number[]; epoch: number; promise: Promise<unknown> }>();
    partitions.push({
      clear() {
        entries.clear();
        bytes = 0;
      },
    });
    const current = (key: string, tables: readonly string[]) => {
      if (!isListening) return undefined;
      const entry = entries.get(key);
      return entry && entry.expiresAt > Date.now() && isCurrent(tables, entry.versions) ? entry : undefined;
    };
    return {
      async read<T>(
        key: string,
        tables: readonly string[],
        keepMs: number,
        load: () => Promise<T>,
        sizeOf?: (value: T) => number,
      ): Promise<T> {
        if (!isListening) return load();
        const entry = current(key, tables);
        if (entry) return entry.value as T;
        const pending = loading.get(key);
        if (pending && pending.epoch === epoch && isCurrent(tables, pending.versions)) {
          return pending.promise as Promise<T>;
        }
        // Read under the counters as they are before the query: a change heard meanwhile makes the answer stale.
        const seen = versionsOf(tables);
        const began = epoch;
        const promise = load();
        loading.set(key, { versions: seen, epoch: began, promise });
        try {
          const value = await promise;
          // An absence is not kept: what was missing may come by an insert, which need not announce itself
          if (began !== epoch || value === null || value === undefined) return value;
          forget(key);
          const size = key.length + (sizeOf?.(value) ?? 0);
          entries.set(key, { value, versions: seen, expiresAt: Date.now() + keepMs, bytes: size });
          bytes += size;
          while (entries.size > limits.maxEntries || bytes > limits.maxBytes) {
            forget(entries.keys().next().value as string);
          }
          return value;
        } finally {
          if (loading.get(key)?.promise === promise) loading.delete(key);
        }
      },
      peek: <T>(key: string, tables: readonly string[]) => current(key, tables)?.value as T | undefined,
      stats: () => ({ entries: entries.size, bytes }),
      forget(key: string) {
        forget(key);
        loading.delete(key);
      },
    };
  }

  const { settle, close } = await listen(
    database,
    [CHANNEL],
    (_channel, table) => {
      if (table) versions.set(table, (versions.get(table) ?? 0) + 1);
    },
    log,
    {
      onConnection(connected) {
        isListening = connected;
        if (!connected) {
          epoch += 1;
          for (const partition of partitions) partition.clear();
        }
      },
    },
  );
  // The embedded database has no connection to lose
  if (database.kind === 'pglite') isListening = true;

  return {
    ...keptAnswers({ maxEntries: MAX_ENTRIES, maxBytes }),
    partition: keptAnswers,
    settle,
    close,
  };
}

import type { Db } from '../client';

/** One named piece of seed data, written once in its own transaction (seed.ts records the runs). */
export type SeedStep = { name: string; run: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<void> };

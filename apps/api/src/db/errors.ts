/** What a database refusal means, whichever driver reported it (postgres-js and PGlite put the code in different places). */
const UNIQUE_VIOLATION = '23505';

/** A unique index refused the row: another request wrote the same thing first. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
}

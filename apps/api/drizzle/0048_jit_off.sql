-- The API's statements take a few milliseconds; PostgreSQL compiles one with LLVM when the planner's cost estimate
-- passes jit_above_cost, which a search page with a rarely needed count in it did on a freshly loaded catalogue:
-- 1.7 s of compiling for a 5 ms query. Sessions opened from now on run without JIT. A role that does not own the
-- database cannot set this; docs/operations.md asks for jit = off in the server's settings then.
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET jit = off', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'jit is left as the server sets it: this role does not own the database';
END $$;

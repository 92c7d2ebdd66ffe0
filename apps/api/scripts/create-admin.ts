/**
 * `npm run admin:create -- --email … --password … [--first-name … --last-name … --phone …]`
 * Creates a platform admin (ARCHITECTURE §5: the only way besides the demo seed), or promotes an
 * existing account. Uses the same configuration as the server (DATABASE_URL / DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { ZEmail, ZPassword, ZPersonName } from '@dawanow/shared/auth-forms';
import { normaliseIndianMobile } from '@dawanow/shared/india';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { users } from '../src/db/schema/auth';
import { createAuthRepository } from '../src/modules/auth/auth.repository';
import { isCommonPassword } from '../src/modules/auth/common-passwords';
import { fail, loadConfigOrExit } from './cli';

const ZArgs = z.object({
  email: ZEmail,
  password: ZPassword,
  firstName: ZPersonName.firstName.default('Platform'),
  lastName: ZPersonName.lastName.default('Admin'),
  phone: z.string().optional(),
});

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    phone: { type: 'string' },
  },
});
const parsed = ZArgs.safeParse({
  email: values.email,
  password: values.password,
  firstName: values['first-name'],
  lastName: values['last-name'],
  phone: values.phone,
});
if (!parsed.success) {
  fail(
    `Usage: npm run admin:create -- --email admin@example.in --password '<at least 8 characters>'\n${parsed.error.issues
      .map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
      .join('\n')}`,
  );
}
const args = parsed.data;
if (isCommonPassword(args.password, args.email))
  fail('That password is too common or contains the e-mail; choose another.');
const phone = args.phone ? normaliseIndianMobile(args.phone) : null;
if (args.phone && !phone) fail('--phone must be an Indian mobile number');

const config = loadConfigOrExit();
const database = await openDatabase(config.database);
try {
  await migrateDatabase(database);
  const promoted = await database.db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(eq(users.email, args.email))
    .returning({ id: users.id });
  if (promoted.length > 0) {
    console.log(`${args.email} already had an account; it is now a platform admin (password unchanged).`);
  } else {
    await createAuthRepository(database.db).createCredentialUser({
      firstName: args.firstName,
      lastName: args.lastName,
      phone,
      email: args.email,
      passwordHash: await hashPassword(args.password),
      role: 'admin',
    });
    console.log(`Created platform admin ${args.email}.`);
  }
} finally {
  await database.close();
}

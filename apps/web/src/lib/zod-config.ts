/**
 * zod probes `new Function` when it builds an object schema, to parse faster; the site's Content-Security-Policy
 * (rightly) refuses it, and every page logged the refusal. Imported first by main.tsx: the setting is read as each
 * schema is built, and the shared contracts build theirs as their modules load.
 */
import { z } from 'zod';

z.config({ jitless: true });

/** Messages between the pages and the service worker (src/sw.ts, pwa/register.ts). */

/** The page asks a waiting new version to take over (the "Reload" of the update prompt). */
export const SKIP_WAITING = 'SKIP_WAITING';
/** The worker tells pages that a catalogue answer they may show changed: `{ type, path }`. */
export const CATALOGUE_UPDATED = 'dawanow:catalogue-updated';

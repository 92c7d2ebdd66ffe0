/**
 * Issue 19: the page sent for a customer route that loads lazily (search, a product, the cart…) names that route's
 * chunks, so a phone fetches them with the entry instead of one round trip after it has run. The build writes which
 * chunks each such route needs (apps/web/route-modules.ts → dist/.vite/route-modules.json).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const ZRouteModules = z.array(
  z.object({
    /** As router.tsx declares it: `:name` stands for one path segment */
    path: z.string().startsWith('/'),
    files: z.array(z.string().regex(/^assets\/[\w.-]+\.js$/)),
  }),
);

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function matches(pattern: string, pathname: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  return (
    expected.length === actual.length && expected.every((part, index) => part.startsWith(':') || part === actual[index])
  );
}

/** The `<link rel="modulepreload">` tags for the page at `url`; '' for a path the build lists nothing for. */
export function createRouteModules(webDistDir: string): (url: string) => string {
  const listPath = join(webDistDir, '.vite/route-modules.json');
  // A build without the list (older, or made by hand) serves every page as it is
  const routes = existsSync(listPath) ? ZRouteModules.parse(JSON.parse(readFileSync(listPath, 'utf8'))) : [];
  const pages = routes.map(({ path, files }) => ({
    path,
    tags: files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''),
  }));
  return (url) => {
    const pathname = url.split(/[?#]/)[0] ?? '/';
    return pages.find(({ path }) => matches(path, pathname))?.tags ?? '';
  };
}

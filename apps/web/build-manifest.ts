/** Vite's build manifest (dist/.vite/manifest.json, `build.manifest`), as the build plugins read it. */

export type TViteManifest = Record<
  string,
  { file: string; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }
>;

/**
 * The built files (chunks and stylesheets) of the chunks named by source module, and of every chunk they import
 * statically: what the browser loads with them.
 */
export function builtFilesOf(manifest: TViteManifest, modules: readonly string[], who: string): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${who}: ${key} is not in the build manifest (renamed or no longer lazy?)`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return files;
}

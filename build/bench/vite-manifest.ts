/**
 * Vite's build manifest (`build.manifest: true` writes `dist/.vite/manifest.json`): one record per
 * chunk, keyed by its source path (`index.html`, `src/app/routes/signin.tsx`) or, for shared chunks
 * with no source of their own, by `_` and the file name. `imports` and `dynamicImports` hold keys.
 */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Checks the parsed JSON has the shape this script relies on, so a wrong file fails clearly. */
export function parseManifest(json: unknown): Manifest {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error('The manifest is not a JSON object');
  }
  for (const [key, chunk] of Object.entries(json)) {
    const record = chunk as Partial<Record<keyof ManifestChunk, unknown>> | null;
    const keysOk = (list: unknown) =>
      list === undefined || (Array.isArray(list) && list.every((item) => typeof item === 'string'));
    if (
      typeof record?.file !== 'string' ||
      !keysOk(record.imports) ||
      !keysOk(record.dynamicImports)
    ) {
      throw new Error(`Manifest entry "${key}" has no "file" or malformed "imports"`);
    }
  }
  return json as Manifest;
}

export interface PageChunks {
  /** Files the browser loads, each once, every chunk before the chunks it imports. */
  files: string[];
  /** Start keys that are not in the manifest (a route module not split into its own chunk). */
  missing: string[];
}

/**
 * The JS a page loads: each start chunk (the HTML entry, the route's module) and the closure of
 * its static `imports`. Dynamic imports are left out: they load only when the page asks for them.
 */
export function pageChunks(manifest: Manifest, starts: readonly string[]): PageChunks {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string, from: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`Manifest entry "${from}" imports "${key}", which it does not list`);
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, key);
  };
  const missing = starts.filter((key) => !(key in manifest));
  for (const key of starts) if (key in manifest) visit(key, key);
  return { files, missing };
}

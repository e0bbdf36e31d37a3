// Which build of the app this is. `vite build` defines a fresh id and writes the same one to
// `version.json` beside the app, so a tab can tell when a newer build has been deployed.
declare const __PUNCHCARD_BUILD_ID__: string | undefined;

/** The development server and tests: no build to compare with. */
export const DEVELOPMENT_BUILD_ID = 'development';

export const BUILD_ID: string =
  typeof __PUNCHCARD_BUILD_ID__ === 'string' ? __PUNCHCARD_BUILD_ID__ : DEVELOPMENT_BUILD_ID;

/** Written by the build (vite.config.ts) next to index.html. */
export const BUILD_INFO_PATH = '/version.json';

// Starting the kiosk when the terminal's session starts: Electron's login item on Windows and
// macOS, an XDG autostart entry on Linux (which Electron's API does not cover). The item passes
// --server on, so the kiosk comes back pointed at the same server.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { app } from 'electron';

import { autostartDesktopEntry } from './autostart-entry.js';

const desktopFileName = 'punchcard-kiosk.desktop';

export async function applyStartAtLogin(enabled: boolean, args: readonly string[]): Promise<void> {
  // Unpackaged (`electron .`), the executable is Electron itself and needs the app's path.
  const launchArgs = app.isPackaged ? [...args] : [app.getAppPath(), ...args];
  if (process.platform !== 'linux') {
    app.setLoginItemSettings({ openAtLogin: enabled, args: launchArgs });
    return;
  }
  // app.getPath('appData') is $XDG_CONFIG_HOME (or ~/.config) on Linux.
  const dir = join(app.getPath('appData'), 'autostart');
  const file = join(dir, desktopFileName);
  if (!enabled) {
    await rm(file, { force: true });
    return;
  }
  await mkdir(dir, { recursive: true });
  const entry = autostartDesktopEntry({
    name: 'Punchcard Kiosk',
    // An AppImage runs from a new mount point each time: start the image file itself.
    executable: process.env.APPIMAGE ?? process.execPath,
    args: launchArgs,
  });
  await writeFile(file, entry, { mode: 0o644 });
}

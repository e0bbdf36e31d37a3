// Linux has no login-item API (Electron's setLoginItemSettings covers macOS and Windows): desktop
// sessions start what ~/.config/autostart/*.desktop names (XDG Autostart). Electron-free.

/** Quotes one Exec argument as the Desktop Entry specification requires. */
export function quoteExecArg(arg: string): string {
  // `%` starts a field code (%f, %u) even inside quotes: a literal one is written twice.
  const literal = arg.replace(/%/g, '%%');
  if (!/[\s"'\\`$<>~|&;*?#()]/.test(literal) && literal !== '') return literal;
  return `"${literal.replace(/["`$\\]/g, (char) => `\\${char}`)}"`;
}

export interface AutostartEntry {
  name: string;
  /** The executable: the AppImage itself when run from one, since its mount point changes. */
  executable: string;
  args: readonly string[];
}

export function autostartDesktopEntry(entry: AutostartEntry): string {
  // In a .desktop value a backslash is itself escaped once more, after the Exec quoting.
  const exec = [entry.executable, ...entry.args].map(quoteExecArg).join(' ').replace(/\\/g, '\\\\');
  return [
    '[Desktop Entry]',
    'Type=Application',
    `Name=${entry.name.replace(/[\r\n]/g, ' ')}`,
    `Exec=${exec}`,
    'X-GNOME-Autostart-enabled=true',
    'Terminal=false',
    '',
  ].join('\n');
}

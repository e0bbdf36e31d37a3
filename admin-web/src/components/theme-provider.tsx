// Mantine with the app's theme and the person's colour mode (system, light or dark, kept in this
// browser). A layout may force light or dark while it is shown (the help pages are always light).
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

import { cssVariablesResolver, theme } from '@/config/theme';

/** Also read by public/color-scheme.js, which applies the mode before the app has loaded. */
export const COLOR_SCHEME_STORAGE_KEY = 'punchcard-color-scheme';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

type ForcedColorScheme = 'light' | 'dark';
type ForceColorScheme = (scheme: ForcedColorScheme | undefined) => void;

const ForceColorSchemeContext = createContext<ForceColorScheme>(() => undefined);

interface ThemeProviderProps {
  children: ReactNode;
  /** 'test' turns off transitions and portals (component tests). */
  env?: 'default' | 'test';
}

export function ThemeProvider({ children, env = 'default' }: ThemeProviderProps) {
  const [forced, setForced] = useState<ForcedColorScheme>();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      forceColorScheme={forced}
      env={env}
    >
      <ForceColorSchemeContext value={setForced}>{children}</ForceColorSchemeContext>
    </MantineProvider>
  );
}

/** Shows the page in `scheme` while the calling component is mounted (a page may not force system). */
export function useForcedColorScheme(scheme: ForcedColorScheme): void {
  const force = useContext(ForceColorSchemeContext);
  useEffect(() => {
    force(scheme);
    return () => {
      force(undefined);
    };
  }, [force, scheme]);
}

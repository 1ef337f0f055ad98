import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { readStorage, storageKeys, writeStorage } from '../storage';

interface ThemeContextValue {
  isDark: boolean;
  toggleTheme(): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

const initialIsDark = () => readStorage(storageKeys.darkMode) !== 'false';

/** Dark by default; the choice is saved and mirrored as the `dark` class on <html>. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [isDark, setIsDark] = useState(initialIsDark);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', isDark);
    root.style.colorScheme = isDark ? 'dark' : 'light';
    writeStorage(storageKeys.darkMode, String(isDark));
  }, [isDark]);

  const toggleTheme = useCallback(() => setIsDark((value) => !value), []);
  const value = useMemo(() => ({ isDark, toggleTheme }), [isDark, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside ThemeProvider');
  return context;
}

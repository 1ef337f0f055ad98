/** Browser storage keys named by the spec (section 3, "Local browser storage"). */
export const storageKeys = {
  darkMode: 'darkMode',
  userEmail: 'userEmail',
  sessionToken: 'sessionToken',
  isLoggedIn: 'isLoggedIn',
  redirectPath: 'redirectPath',
} as const;

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the app keeps working without it.
  }
}

/** Removes what marks a browser as signed in. */
export function clearLoginFlags(): void {
  writeStorage(storageKeys.isLoggedIn, null);
  writeStorage(storageKeys.userEmail, null);
}

export function clearAuthStorage(): void {
  clearLoginFlags();
  writeStorage(storageKeys.sessionToken, null);
  writeStorage(storageKeys.redirectPath, null);
}

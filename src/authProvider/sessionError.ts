/**
 * The session's error text (SPEC §4), kept across the redirect to the login screen so the red box
 * can show why the user was signed out.
 */
const KEY = 'sessionError';

export const setSessionError = (message: string) => sessionStorage.setItem(KEY, message);
export const takeSessionError = (): string | null => {
  const message = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return message;
};

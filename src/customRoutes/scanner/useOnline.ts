import { useCallback, useEffect, useState } from 'react';

/**
 * Whether the scanner can reach the server: the browser says it is online AND the last call got an
 * answer (a venue's Wi-Fi can be "connected" with nothing behind it).
 */
export function useOnline() {
  const [browserOnline, setBrowserOnline] = useState(() =>
    typeof navigator === 'undefined' ? true : navigator.onLine !== false,
  );
  const [answered, setAnswered] = useState(true);
  useEffect(() => {
    const on = () => setBrowserOnline(true);
    const off = () => setBrowserOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  const onAnswer = useCallback((ok: boolean) => setAnswered(ok), []);
  return { online: browserOnline && answered, onAnswer };
}

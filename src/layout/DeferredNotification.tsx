import { useEffect, useState, type ComponentType } from 'react';

/**
 * react-admin's notification snackbar (MUI Snackbar, Slide), fetched once the first screen is up.
 * Not `React.lazy` under Suspense: a Suspense fallback committed during the first render makes React
 * hold the next reveal of any boundary for 300 ms, which would delay the first screen's content.
 * Notifications raised before it arrives are kept by react-admin's notification context and shown
 * once it mounts.
 */
export function DeferredNotification() {
  const [Notification, setNotification] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('./raNotification').then(
      (m) => mounted && setNotification(() => m.default),
      () => undefined, // offline: the next navigation tries again
    );
    return () => {
      mounted = false;
    };
  }, []);
  return Notification ? <Notification /> : null;
}

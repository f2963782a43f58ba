import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Puts the page's title into the app bar (react-admin's TitlePortal, `#react-admin-title`).
 * react-admin's `<Title>` does the same but always bundles its title-preferences editor (MUI
 * Popover and TextField), which no screen here uses.
 */
export function PageTitle({ title }: { title: ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(() =>
    document.getElementById('react-admin-title'),
  );
  // The app bar may mount after the page on the first render.
  useEffect(() => {
    setContainer((current) =>
      current && document.body.contains(current) ? current : document.getElementById('react-admin-title'),
    );
  }, []);
  return container ? createPortal(<span>{title}</span>, container) : null;
}

import type { ReactNode } from 'react';
import { Layout as RaLayout, AppBar, LocalesMenuButton, TitlePortal } from 'react-admin';
import { Menu } from './Menu';

function AppBarWithLanguage() {
  return (
    <AppBar toolbar={<LocalesMenuButton />} userMenu={false}>
      <TitlePortal />
    </AppBar>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout menu={Menu} appBar={AppBarWithLanguage}>
      {children}
    </RaLayout>
  );
}

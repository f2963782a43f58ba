import type { ReactNode } from 'react';
import { Layout as RaLayout, AppBar, TitlePortal } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';
import { Menu } from './Menu';

function AppBarWithLanguage() {
  return (
    <AppBar toolbar={<LanguageMenu />} userMenu={false}>
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

import type { ReactNode } from 'react';
import { Layout as RaLayout, LayoutClasses } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { CatalogGate } from './CatalogGate';

/** A printed page is the document alone: the frame keeps no room for the (hidden) app bar. */
const printable = {
  '@media print': {
    backgroundColor: '#fff',
    [`& .${LayoutClasses.appFrame}, & .${LayoutClasses.contentWithSidebar}, & .${LayoutClasses.content}`]: {
      margin: 0,
      padding: 0,
      backgroundColor: '#fff',
    },
  },
};

/** The dashboard frame: react-admin's Layout with the product's app bar and side menu. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu} sx={printable}>
      <CatalogGate>{children}</CatalogGate>
    </RaLayout>
  );
}

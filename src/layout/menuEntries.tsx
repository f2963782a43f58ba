import type { ReactElement } from 'react';
import EventIcon from '@mui/icons-material/Event';

export interface MenuEntry {
  to: string;
  /** i18n key */
  label: string;
  icon: ReactElement;
}

/**
 * Side-navigation entries that do not depend on the live event, in order. Each business area adds
 * its own entries (Users, Transactions, Fleet, ...); an entry must lead to a working page.
 */
export const menuEntries: MenuEntry[] = [{ to: '/dashboard/events', label: 'menu.events', icon: <EventIcon /> }];

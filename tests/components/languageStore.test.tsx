import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, useTranslate } from 'react-admin';

/** The modules a page load evaluates afresh: the app's store, i18nProvider and public wrapper. */
async function freshApp() {
  vi.resetModules();
  const [{ i18nProvider }, { store }, { PublicI18nProvider }, { PublicLanguageMenu }, { LanguageMenu }] =
    await Promise.all([
      import('../../src/i18n'),
      import('../../src/store'),
      import('../../src/i18n/PublicI18nProvider'),
      import('../../src/i18n/PublicLanguageMenu'),
      import('../../src/layout/LanguageMenu'),
    ]);
  return { i18nProvider, store, PublicI18nProvider, PublicLanguageMenu, LanguageMenu };
}

function Text({ k }: { k: string }) {
  return <p>{useTranslate()(k)}</p>;
}

describe('the chosen language is kept in react-admin’s store', () => {
  it('on the public pages: Français chosen on the sign-in page is still there after a reload', async () => {
    const first = await freshApp();
    const page = render(
      <first.PublicI18nProvider>
        <first.PublicLanguageMenu />
        <Text k="login.submit" />
      </first.PublicI18nProvider>,
    );
    expect(screen.getByText('Sign In')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Français' }));
    expect(await screen.findByText('Se connecter')).toBeInTheDocument();
    expect(localStorage.getItem('RaStore.locale')).toBe('"fr"');
    page.unmount();

    const reloaded = await freshApp();
    expect(reloaded.i18nProvider.getLocale()).toBe('fr');
    render(
      <reloaded.PublicI18nProvider>
        <Text k="login.submit" />
      </reloaded.PublicI18nProvider>,
    );
    expect(screen.getByText('Se connecter')).toBeInTheDocument();
  });

  it('on the dashboard: the app-bar choice is still there after a reload, and the public pages follow it', async () => {
    const first = await freshApp();
    const dashboard = render(
      <MemoryRouter>
        <AdminContext i18nProvider={first.i18nProvider} store={first.store}>
          <first.LanguageMenu />
          <Text k="menu.events" />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(screen.getByText('Events')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Language/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Français' }));
    expect(await screen.findByText('Événements')).toBeInTheDocument();
    dashboard.unmount();

    const reloaded = await freshApp();
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={reloaded.i18nProvider} store={reloaded.store}>
          <Text k="menu.events" />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Événements')).toBeInTheDocument();
    render(
      <reloaded.PublicI18nProvider>
        <Text k="login.submit" />
      </reloaded.PublicI18nProvider>,
    );
    expect(screen.getByText('Se connecter')).toBeInTheDocument();
  });

  it('signing out empties react-admin’s store but keeps the language', async () => {
    const { store } = await freshApp();
    store.setItem('locale', 'en');
    store.setItem('events.listParams', { page: 2 });
    store.reset();
    expect(store.getItem('events.listParams')).toBeUndefined();
    expect(store.getItem('locale')).toBe('en');
  });

  it('without a stored choice, the default locale words each screen as SPEC does', async () => {
    const { i18nProvider } = await freshApp();
    expect(i18nProvider.getLocale()).toBe('default');
    expect(i18nProvider.translate('login.submit')).toBe('Sign In');
  });
});

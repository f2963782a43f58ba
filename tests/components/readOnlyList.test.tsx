import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, DataTable, TextInput, type DataProvider } from 'react-admin';
import { ReadOnlyList } from '../../src/layout/ReadOnlyList';
import { i18nProvider } from '../../src/i18n';

interface Row {
  id: string;
  name: string;
  amount: number;
}

const rowsProvider = (rows: Row[]) =>
  ({
    getList: async () => ({ data: rows, total: rows.length }),
  }) as unknown as DataProvider;

/** What a phone's browser answers: every `max-width` query matches. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

function renderList(rows: Row[], props: { filterButton?: boolean } = {}) {
  return render(
    <AdminContext dataProvider={rowsProvider(rows)} i18nProvider={i18nProvider}>
      <ReadOnlyList<Row>
        resource="things"
        title="Things"
        sort={{ field: 'name', order: 'ASC' }}
        filters={[<TextInput key="name" source="name" label="Name" />]}
        exporter={() => {}}
        emptyText="Nothing yet"
        header={<p>Period totals</p>}
        phone={{ primaryText: (r) => `${r.name} · ${r.amount}`, secondaryText: (r) => r.id }}
        {...props}
      >
        <DataTable.Col source="name" label="Name" />
        <DataTable.Col source="amount" label="Amount" />
      </ReadOnlyList>
    </AdminContext>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReadOnlyList', () => {
  it('shows a table on wide screens, under its header, with the CSV export', async () => {
    renderList([{ id: 'a1', name: 'Alpha', amount: 12 }]);
    const cell = await screen.findByRole('cell', { name: 'Alpha' });
    const row = cell.closest('tr')!;
    expect(within(row).getByRole('cell', { name: '12' })).toBeInTheDocument();
    // No bulk action: no selection checkbox.
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toBeInTheDocument();
    expect(screen.getByText('Period totals')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add filter/ })).toBeNull();
  });

  it('adds react-admin’s filter button when asked', async () => {
    renderList([{ id: 'a1', name: 'Alpha', amount: 12 }], { filterButton: true });
    await screen.findByRole('cell', { name: 'Alpha' });
    expect(screen.getByRole('button', { name: /Add filter/ })).toBeInTheDocument();
  });

  it('says its empty text when no row matches', async () => {
    renderList([]);
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the rows as text on phones, not as a table', async () => {
    onPhone();
    renderList([{ id: 'a1', name: 'Alpha', amount: 12 }]);
    expect(await screen.findByText('Alpha · 12')).toBeInTheDocument();
    expect(screen.getByText('a1')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says its empty text on phones too', async () => {
    onPhone();
    renderList([]);
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';
import { UsersList } from '../../src/resources/users/UsersList';
import { managed, renderDashboard, useBusinessApi } from './businessHarness';
import { captureCsv, normal } from './csvCapture';

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('Users screen', () => {
  it("shows the counters, the table with 'Never' for unpaid users and the signed-in balance in TND", async () => {
    useBusinessApi();
    renderDashboard(<UsersList />);
    expect(await screen.findByText('Amira Trabelsi')).toBeInTheDocument();
    expect(screen.getByText('Number of Users')).toBeInTheDocument();
    expect(screen.getByTestId('users-count')).toHaveTextContent('3');
    expect(screen.getByText('Current Balance')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('business-balance').textContent?.replace(/\s/g, ' ')).toMatch(
        /25 000,000 TND/,
      ),
    );
    for (const h of ['User', 'Phone', 'Balance', 'Last Payment', 'Actions'])
      expect(screen.getByText(h)).toBeInTheDocument();
    expect(within(row('Sami Dridi')).getByText('Never')).toBeInTheDocument();
    expect(within(row('Amira Trabelsi')).getByText('02/11/2026')).toBeInTheDocument();
    expect(within(row('Amira Trabelsi')).getByText(/10,500\sTND/)).toBeInTheDocument();
    expect(within(row('Amira Trabelsi')).getByRole('button', { name: 'Add Funds' })).toBeInTheDocument();
    expect(within(row('Amira Trabelsi')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('search filters name and phone, and keeps the 5 recent searches in searchHistory', async () => {
    useBusinessApi();
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    const search = screen.getByRole('searchbox', { name: 'Search by name or phone...' });
    await user.type(search, 'DRIDI{Enter}');
    await waitFor(() => expect(screen.queryByText('Amira Trabelsi')).not.toBeInTheDocument());
    expect(screen.getByText('Sami Dridi')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('searchHistory')!)).toEqual(['DRIDI']);
    await user.clear(search);
    await user.type(search, '9800{Enter}');
    await waitFor(() => expect(screen.queryByText('Sami Dridi')).not.toBeInTheDocument());
    expect(screen.getByText('Ines Jlassi')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('searchHistory')!)).toEqual(['9800', 'DRIDI']);
    // A recent search can be reused from its chip.
    await user.click(screen.getByRole('button', { name: 'DRIDI' }));
    await waitFor(() => expect(screen.getByText('Sami Dridi')).toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem('searchHistory')!)).toEqual(['DRIDI', '9800']);
  });

  it('advanced search filters by min and max balance', async () => {
    useBusinessApi();
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    await user.click(screen.getByRole('button', { name: 'Advanced Search' }));
    await user.type(screen.getByLabelText('Min Balance (TND)'), '10.5');
    await user.type(screen.getByLabelText('Max Balance (TND)'), '100');
    // Each keystroke filters; wait for the final state (10.5 ≤ balance ≤ 100).
    await waitFor(() => {
      expect(screen.queryByText('Ines Jlassi')).not.toBeInTheDocument();
      expect(screen.queryByText('Sami Dridi')).not.toBeInTheDocument();
      expect(screen.getByText('Amira Trabelsi')).toBeInTheDocument();
    });
    expect(screen.getByLabelText('Start Date')).toBeInTheDocument();
    expect(screen.getByLabelText('End Date')).toBeInTheDocument();
  });
});

describe('Add New User modal', () => {
  it('looks up only at exactly 8 characters, previews the user, clears otherwise, then adds', async () => {
    useBusinessApi();
    const lookups: string[] = [];
    let added: unknown;
    server.use(
      http.get(`${API}/api/business/lookup/:phone`, ({ params }) => {
        lookups.push(String(params.phone));
        return HttpResponse.json({
          firstName: 'Nour',
          lastName: 'Haddad',
          profilePicture: null,
          phone: params.phone,
        });
      }),
      http.post(`${API}/api/business/add_user`, async ({ request }) => {
        added = await request.json();
        return HttpResponse.json({ message: 'User created successfully' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New User' });
    const input = within(dialog).getByLabelText('Phone');
    await user.type(input, '2424227');
    expect(lookups).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Add User' })).toBeDisabled();
    await user.type(input, '9');
    expect(await within(dialog).findByText('Nour Haddad')).toBeInTheDocument();
    expect(lookups).toEqual(['24242279']);
    await user.type(input, '1');
    await waitFor(() => expect(within(dialog).queryByText('Nour Haddad')).not.toBeInTheDocument());
    expect(lookups).toEqual(['24242279']);
    await user.type(input, '{Backspace}');
    await within(dialog).findByText('Nour Haddad');
    expect(lookups).toEqual(['24242279', '24242279']);
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(added).toEqual({ phoneNumber: '24242279' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add New User' })).not.toBeInTheDocument(),
    );
  });

  it('an unknown number says that no customer has it, and Add stays disabled', async () => {
    useBusinessApi();
    const error = vi.spyOn(console, 'error');
    server.use(
      http.get(`${API}/api/business/lookup/:phone`, () =>
        HttpResponse.json({ message: 'No user found with this phone number' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New User' });
    await user.type(within(dialog).getByLabelText('Phone'), '29999999');
    expect(await within(dialog).findByText('No customer has this number')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add User' })).toBeDisabled();
    expect(error).not.toHaveBeenCalledWith('User lookup failed', expect.anything());
    // Another length clears the message with the preview (SPEC §5).
    await user.type(within(dialog).getByLabelText('Phone'), '{Backspace}');
    await waitFor(() =>
      expect(within(dialog).queryByText('No customer has this number')).not.toBeInTheDocument(),
    );
    error.mockRestore();
  });

  it('a failed lookup is only logged and leaves no preview; an add error shows the server message', async () => {
    useBusinessApi();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(`${API}/api/business/lookup/:phone`, ({ params }) =>
        params.phone === '29999999'
          ? HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })
          : HttpResponse.json({ firstName: 'Amira', lastName: 'Trabelsi', phone: params.phone }),
      ),
      http.post(`${API}/api/business/add_user`, () =>
        HttpResponse.json({ message: 'This user is already in your list' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New User' });
    await user.type(within(dialog).getByLabelText('Phone'), '29999999');
    await waitFor(() => expect(error).toHaveBeenCalledWith('User lookup failed', expect.anything()));
    expect(within(dialog).queryByTestId('lookup-preview')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.type(within(dialog).getByLabelText('Phone'), '22345678');
    await within(dialog).findByTestId('lookup-preview');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(
      await screen.findByText('Error adding user: This user is already in your list'),
    ).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('Add Funds modal', () => {
  it('sends phone, amount and an Idempotency-Key once, then refreshes the list and the account balance', async () => {
    let balance = 25000;
    const calls = useBusinessApi({ balance: () => balance });
    const requests: Array<{ body: unknown; key: string | null }> = [];
    // The server answers only after the second click: it lands while the first request is pending.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`${API}/api/business/add_funds`, async ({ request }) => {
        requests.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        await answered;
        balance = 24987.5;
        return HttpResponse.json({ message: 'Funds added successfully', balance });
      }),
    );
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    await waitFor(() => expect(calls.me).toBeGreaterThan(0));
    const meBefore = calls.me;
    const listBefore = calls.getUsers;
    await user.click(await within(row('Amira Trabelsi')).findByRole('button', { name: 'Add Funds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Funds' });
    expect(within(dialog).getByText('Add funds to Amira Trabelsi (22345678)')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount (TND)'), '12.5');
    const submit = within(dialog).getByRole('button', { name: 'Add Funds' });
    await user.dblClick(submit);
    await waitFor(() => expect(requests).toHaveLength(1));
    answer();
    expect(await screen.findByText('Funds added successfully')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0].body).toEqual({ phoneNumber: '22345678', amount: 12.5 });
    expect(requests[0].key).toMatch(/^bo-[0-9a-f]{32}$/);
    await waitFor(() => expect(calls.me).toBeGreaterThan(meBefore));
    await waitFor(() => expect(calls.getUsers).toBeGreaterThan(listBefore));
    await waitFor(() =>
      expect(screen.getByTestId('business-balance').textContent?.replace(/\s/g, ' ')).toMatch(
        /24 987,500 TND/,
      ),
    );
  });

  it('shows the server message when funds are refused, and retries with the same key after a network failure', async () => {
    useBusinessApi();
    const keys: Array<string | null> = [];
    let attempt = 0;
    server.use(
      http.post(`${API}/api/business/add_funds`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        attempt++;
        if (attempt === 1) return HttpResponse.error();
        return HttpResponse.json(
          {
            message:
              'Insufficient balance: this transfer needs 99 999,000 TND and your balance is 25 000,000 TND',
          },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    await user.click(await within(row('Amira Trabelsi')).findByRole('button', { name: 'Add Funds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Funds' });
    // Within the balance the dialog knows: the server, which knows the balance of the moment, refuses.
    await user.type(within(dialog).getByLabelText('Amount (TND)'), '20000');
    await user.click(within(dialog).getByRole('button', { name: 'Add Funds' }));
    expect(await screen.findByText('Error adding funds')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Funds' }));
    expect(
      await screen.findByText(/^Error adding funds: Insufficient balance: this transfer needs/),
    ).toBeInTheDocument();
    // The modal stays open to correct the amount.
    expect(screen.getByRole('dialog', { name: 'Add Funds' })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});

describe('the balance the dialogs know', () => {
  it('Add Funds refuses an amount above the balance before sending, and says so', async () => {
    useBusinessApi();
    let sent = 0;
    server.use(
      http.post(`${API}/api/business/add_funds`, () => {
        sent++;
        return HttpResponse.json({ message: 'Funds added successfully' });
      }),
    );
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    await user.click(await within(row('Amira Trabelsi')).findByRole('button', { name: 'Add Funds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Funds' });
    await user.type(within(dialog).getByLabelText('Amount (TND)'), '25000.001');
    await user.click(within(dialog).getByRole('button', { name: 'Add Funds' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Amount (TND)')).toHaveAccessibleDescription(
        'The total is more than your balance',
      ),
    );
    expect(sent).toBe(0);
  });

  it('Bulk Add Funds checks the total (amount × users) against the balance before sending', async () => {
    useBusinessApi();
    let sent = 0;
    server.use(
      http.post(`${API}/api/business/bulk_add_funds`, () => {
        sent++;
        return HttpResponse.json({ message: 'Bulk funds transfer completed successfully' });
      }),
    );
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    await user.click(within(row('Amira Trabelsi')).getByRole('checkbox'));
    await user.click(within(row('Ines Jlassi')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bulk Add Funds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Add Funds' });
    await within(dialog).findByText('2 users selected');
    // 15 000 each is within the balance of 25 000, the total of 30 000 is not.
    await user.type(within(dialog).getByLabelText('Amount per user (TND)'), '15000');
    await user.click(within(dialog).getByRole('button', { name: 'Add Funds to All' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Amount per user (TND)')).toHaveAccessibleDescription(
        'The total is more than your balance',
      ),
    );
    expect(sent).toBe(0);
  });
});

describe('Bulk Add Funds modal', () => {
  it('sends the checked users with one amount, shows the total, then the exact success message', async () => {
    useBusinessApi();
    let body: unknown;
    server.use(
      http.post(`${API}/api/business/bulk_add_funds`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Bulk funds transfer completed successfully' });
      }),
    );
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    await user.click(within(row('Amira Trabelsi')).getByRole('checkbox'));
    await user.click(within(row('Ines Jlassi')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bulk Add Funds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Add Funds' });
    expect(within(dialog).getByText('2 users selected')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount per user (TND)'), '7.25');
    await waitFor(() =>
      expect(within(dialog).getByTestId('bulk-total').textContent?.replace(/\s/g, ' ')).toBe(
        'Total: 14,500 TND',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Funds to All' }));
    expect(await screen.findByText('Bulk funds transfer completed successfully')).toBeInTheDocument();
    expect(body).toEqual({ phoneNumbers: ['22345678', '98000111'], amount: 7.25 });
  });

  it("a refused bulk shows 'Error adding funds to users' with the server's cause and keeps the modal open", async () => {
    useBusinessApi();
    server.use(
      http.post(`${API}/api/business/bulk_add_funds`, () =>
        HttpResponse.json(
          { message: 'This user is not in your list: 55123456. No funds were transferred.' },
          { status: 404 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    await user.click(within(row('Sami Dridi')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bulk Add Funds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Add Funds' });
    await user.type(within(dialog).getByLabelText('Amount per user (TND)'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Funds to All' }));
    expect(
      await screen.findByText(
        'Error adding funds to users: This user is not in your list: 55123456. No funds were transferred.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Bulk Add Funds' })).toBeInTheDocument();
  });

  it("shows the server's message when a 200 reply is not the success message", async () => {
    useBusinessApi();
    server.use(
      http.post(`${API}/api/business/bulk_add_funds`, () =>
        HttpResponse.json({ message: 'Transfer queued for review' }),
      ),
    );
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    await user.click(within(row('Sami Dridi')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bulk Add Funds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Add Funds' });
    await user.type(within(dialog).getByLabelText('Amount per user (TND)'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Funds to All' }));
    expect(await screen.findByText('Transfer queued for review')).toBeInTheDocument();
  });
});

describe('Delete User modal', () => {
  it('asks with the exact SPEC sentence and deletes by phone', async () => {
    let users = [...managed];
    useBusinessApi({ users: () => users });
    let deleted = '';
    server.use(
      http.delete(`${API}/api/business/delete_user/:phone`, ({ params }) => {
        deleted = String(params.phone);
        users = users.filter((u) => u.phoneNumber !== deleted);
        return HttpResponse.json({ message: 'User deleted successfully' });
      }),
    );
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Sami Dridi');
    await user.click(await within(row('Sami Dridi')).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(
      within(dialog).getByText('Are you sure you want to delete Sami Dridi? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(deleted).toBe('55123456');
    await waitFor(() => expect(screen.queryByText('Sami Dridi')).not.toBeInTheDocument());
  });

  it("a failed delete shows 'Error deleting user'", async () => {
    useBusinessApi();
    server.use(http.delete(`${API}/api/business/delete_user/:phone`, () => HttpResponse.error()));
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Sami Dridi');
    await user.click(await within(row('Sami Dridi')).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting user')).toBeInTheDocument();
  });
});

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).queryByText(/^(Amira Trabelsi|Sami Dridi|Ines Jlassi)$/)?.textContent);

describe('Users list: sort, filters, export (react-admin List)', () => {
  it('sorts by balance both ways from the column header', async () => {
    useBusinessApi();
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    await user.click(within(screen.getByRole('columnheader', { name: /Balance/ })).getByText('Balance'));
    await waitFor(() => expect(names()).toEqual(['Sami Dridi', 'Amira Trabelsi', 'Ines Jlassi']));
    await user.click(within(screen.getByRole('columnheader', { name: /Balance/ })).getByText('Balance'));
    await waitFor(() => expect(names()).toEqual(['Ines Jlassi', 'Amira Trabelsi', 'Sami Dridi']));
  });

  it('filters by last-payment dates typed in the date pickers (dd/MM/yyyy)', async () => {
    useBusinessApi();
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Sami Dridi');
    await user.click(screen.getByRole('button', { name: 'Advanced Search' }));
    const start = await screen.findByRole('textbox', { name: 'Start Date' });
    await user.click(start);
    await user.keyboard('01112026');
    await waitFor(() => {
      expect(screen.queryByText('Sami Dridi')).not.toBeInTheDocument();
      expect(screen.getByText('Amira Trabelsi')).toBeInTheDocument();
    });
    const end = screen.getByRole('textbox', { name: 'End Date' });
    await user.click(end);
    await user.keyboard('01112026');
    await waitFor(() => expect(screen.queryByText('Amira Trabelsi')).not.toBeInTheDocument());
  });

  it('a recent search re-applies its filter through the list', async () => {
    localStorage.setItem('searchHistory', JSON.stringify(['Jlassi', 'dridi']));
    useBusinessApi();
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    await user.click(screen.getByRole('button', { name: 'dridi' }));
    await waitFor(() => expect(screen.queryByText('Amira Trabelsi')).not.toBeInTheDocument());
    expect(screen.getByRole('searchbox', { name: 'Search by name or phone...' })).toHaveValue('dridi');
    expect(JSON.parse(localStorage.getItem('searchHistory')!)).toEqual(['dridi', 'Jlassi']);
    expect(localStorage.getItem('transactionSearchHistory')).toBeNull();
  });

  it('exports the filtered users as CSV: BOM, labels, balances as numbers in TND, fr-FR dates', async () => {
    useBusinessApi();
    const csv = captureCsv();
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or phone...' }), 'amira');
    await waitFor(() => expect(screen.queryByText('Sami Dridi')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const { name, text } = await csv.file();
    csv.restore();
    expect(name).toBe('users.csv');
    expect(text.startsWith('\uFEFFUser,Phone,Email,Balance (TND),Last Payment\r\n')).toBe(true);
    expect(normal(text).split('\r\n').slice(1)).toEqual([
      'Amira Trabelsi,22345678,amira@mail.tn,10.5,02/11/2026',
    ]);
  });
});

describe('Users modals: validation from the contract schemas, no browser dialogs', () => {
  it("Add Funds: the amount's error shows when leaving the field and clears as soon as it is fixed", async () => {
    useBusinessApi();
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    await user.click(await within(row('Amira Trabelsi')).findByRole('button', { name: 'Add Funds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Funds' });
    const amount = within(dialog).getByLabelText('Amount (TND)');
    await user.type(amount, '1.2345');
    expect(within(dialog).queryByText('At most 3 decimals')).not.toBeInTheDocument();
    await user.tab();
    expect(await within(dialog).findByText('At most 3 decimals')).toBeInTheDocument();
    await user.type(amount, '{Backspace}');
    await waitFor(() => expect(within(dialog).queryByText('At most 3 decimals')).not.toBeInTheDocument());
    await user.clear(amount);
    await user.type(amount, '0');
    expect(await within(dialog).findByText('Enter an amount greater than 0')).toBeInTheDocument();
    await user.clear(amount);
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
  });

  it("a rule the server names a field for shows under that field, in the user's words", async () => {
    useBusinessApi();
    server.use(
      http.post(`${API}/api/business/add_funds`, () =>
        HttpResponse.json(
          { message: 'amount: This amount is too large', errors: { amount: 'validation.tooLarge' } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    await user.click(await within(row('Amira Trabelsi')).findByRole('button', { name: 'Add Funds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Funds' });
    await user.type(within(dialog).getByLabelText('Amount (TND)'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Funds' }));
    expect(await within(dialog).findByText('This amount is too large')).toBeInTheDocument();
    expect(
      await screen.findByText('Error adding funds: amount: This amount is too large'),
    ).toBeInTheDocument();
  });

  it('Bulk Add Funds: the same rules on the amount', async () => {
    useBusinessApi();
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    await user.click(within(row('Sami Dridi')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bulk Add Funds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Add Funds' });
    await within(dialog).findByText('1 user selected');
    const amount = within(dialog).getByLabelText('Amount per user (TND)');
    await user.type(amount, '-5');
    await user.tab();
    expect(await within(dialog).findByText('Enter an amount greater than 0')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '5');
    await waitFor(() =>
      expect(within(dialog).queryByText('Enter an amount greater than 0')).not.toBeInTheDocument(),
    );
  });

  it('Add New User: the phone error shows on leaving the field and clears once it has 8 digits', async () => {
    useBusinessApi();
    server.use(
      http.get(`${API}/api/business/lookup/:phone`, ({ params }) =>
        HttpResponse.json({ firstName: 'Nour', lastName: 'Haddad', phone: params.phone }),
      ),
    );
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Amira Trabelsi');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New User' });
    const input = within(dialog).getByLabelText('Phone');
    await user.type(input, '2424');
    await user.tab();
    expect(await within(dialog).findByText('Enter exactly 8 digits')).toBeInTheDocument();
    await user.type(input, '2279');
    await waitFor(() => expect(within(dialog).queryByText('Enter exactly 8 digits')).not.toBeInTheDocument());
    expect(await within(dialog).findByText('Nour Haddad')).toBeInTheDocument();
  });

  it('failures are notifications, never window.alert or window.confirm', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const confirm = vi.spyOn(window, 'confirm').mockImplementation(() => true);
    useBusinessApi();
    server.use(
      http.delete(`${API}/api/business/delete_user/:phone`, () =>
        HttpResponse.json({ message: 'This user is not in your list' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await screen.findByText('Sami Dridi');
    await user.click(await within(row('Sami Dridi')).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting user: This user is not in your list')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
    alert.mockRestore();
    confirm.mockRestore();
  });
});

describe('Users on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("the bulk bar says how many are selected, unselects and selects all, as react-admin's does", async () => {
    // What a phone's browser answers: every `max-width` query matches.
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
    useBusinessApi();
    const user = userEvent.setup();
    renderDashboard(<UsersList />);
    await user.click(await screen.findByRole('checkbox', { name: 'Amira Trabelsi' }));
    expect(await screen.findByText('1 item selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bulk Add Funds' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(await screen.findByText('3 items selected')).toBeInTheDocument();
    for (const name of ['Amira Trabelsi', 'Sami Dridi', 'Ines Jlassi'])
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Unselect' }));
    await waitFor(() => expect(screen.queryByText(/items? selected/)).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Bulk Add Funds' })).not.toBeInTheDocument();
  });
});

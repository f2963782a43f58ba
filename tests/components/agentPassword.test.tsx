import { describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { memoryStore } from 'ra-core';
import { server, API, offerExtensions } from '../setup/msw';
import { dataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import SecurityAgentList from '../../src/resources/security-agents/SecurityAgentList';

// The machine is shared: give slow first renders (react-admin, lazy chunks) more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

const EVENT = 'e'.repeat(24);
const AGENT_ID = 'a'.repeat(24);
const agent = {
  _id: AGENT_ID,
  agentId: 'AG-GATEA23456',
  name: 'Gate A',
  isActive: true,
  loginCount: 3,
  lastLogin: null,
  qrCodeData: 'http://localhost:3000/security-scanner/AG-GATEA23456',
  scanCount: 0,
};

function renderPage() {
  localStorage.setItem('token', 'dash-token');
  return render(
    <MemoryRouter initialEntries={[`/events/${EVENT}/security`]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/events/:id/security" element={<SecurityAgentList />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe("Setting an agent's password from its card", () => {
  it('checks the contract rule, sends PUT .../password and confirms; a refusal alerts', async () => {
    const bodies: unknown[] = [];
    let fail = false;
    offerExtensions('agentPasswords');
    server.use(
      http.get(`${API}/api/security-agents/event/${EVENT}`, () =>
        HttpResponse.json({ success: true, data: { data: [agent], event: { id: EVENT, name: 'Malouf' } } }),
      ),
      http.put(`${API}/api/security-agents/${AGENT_ID}/password`, async ({ request }) => {
        bodies.push(await request.json());
        return fail
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : HttpResponse.json({ success: true, data: agent });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Set password' }));
    const dialog = await screen.findByRole('dialog', { name: 'New password for Gate A' });
    const input = screen.getByLabelText('Password *');
    await user.type(input, '123');
    await user.click(screen.getAllByRole('button', { name: 'Set password' }).at(-1)!);
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(input);
    await user.type(input, 'newgate123');
    await user.click(screen.getAllByRole('button', { name: 'Set password' }).at(-1)!);
    await waitFor(() => expect(bodies).toEqual([{ password: 'newgate123' }]));
    expect(await screen.findByText('New password set: the agent signs in again with it')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await user.type(await screen.findByLabelText('Password *'), 'another123');
    await user.click(screen.getAllByRole('button', { name: 'Set password' }).at(-1)!);
    expect(await screen.findByText('Failed to set the agent’s password')).toBeInTheDocument();
  }, 90_000);
});

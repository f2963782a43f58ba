import { describe, expect, it } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { memoryStore } from 'ra-core';
import { server, API, offerExtensions } from '../setup/msw';
import { dataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import SecurityAgentList from '../../src/resources/security-agents/SecurityAgentList';

configure({ asyncUtilTimeout: 5000 });

const EVENT = 'e'.repeat(24);
const agent = (n: number, waitingOnDevices: number, isActive = true) => ({
  _id: String(n).repeat(24),
  agentId: `AG-GATE${n}23456`,
  name: `Gate ${n}`,
  isActive,
  loginCount: 1,
  lastLogin: null,
  qrCodeData: `http://localhost:3000/security-scanner/AG-GATE${n}23456`,
  scanCount: 0,
  waitingOnDevices,
});

describe('admissions waiting on phones, per agent (extension deviceQueues)', () => {
  it("shows each agent's count, a deactivated agent's included", async () => {
    offerExtensions('deviceQueues');
    server.use(
      http.get(`${API}/api/security-agents/event/${EVENT}`, () =>
        HttpResponse.json({
          success: true,
          data: { data: [agent(1, 0), agent(2, 3, false)], event: { id: EVENT, name: 'Malouf' } },
        }),
      ),
    );
    localStorage.setItem('token', 'dash-token');
    render(
      <MemoryRouter initialEntries={[`/events/${EVENT}/security`]}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <Routes>
            <Route path="/events/:id/security" element={<SecurityAgentList />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    const shown = await screen.findAllByTestId('waiting-on-devices');
    expect(shown.map((e) => e.textContent)).toEqual([
      'Admissions waiting on phones: 0',
      'Admissions waiting on phones: 3',
    ]);
    expect(
      within(shown[1].closest('.MuiCard-root, .MuiPaper-root')!).getByText('Inactive'),
    ).toBeInTheDocument();
  });
});

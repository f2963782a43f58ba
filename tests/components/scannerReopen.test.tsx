import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, API } from '../setup/msw';

const AGENT = { _id: 'a'.repeat(24), agentId: 'AG-GATEA23456', name: 'Gate A' };
const EVENT = { _id: 'e'.repeat(24), name: 'Soirée Malouf' };
const PATH = `/security-scanner/${AGENT.agentId}`;

afterEach(() => localStorage.clear());

/** The scanner app as a fresh page load: no module loaded yet, the agent's session on the device. */
async function freshScannerApp() {
  vi.resetModules();
  localStorage.setItem(`scannerSession:${AGENT.agentId}`, JSON.stringify({ agent: AGENT, event: EVENT }));
  server.use(
    http.get(`${API}/api/security-agents/event/${EVENT._id}/tickets`, () =>
      HttpResponse.json({ success: true, data: { data: [] } }),
    ),
    // The live feed of other gates' admissions: none here.
    http.get(
      `${API}/api/security-agents/event/${EVENT._id}/tickets/live`,
      () => new HttpResponse(null, { status: 204 }),
    ),
  );
  return import('../../src/customRoutes/scanner/ScannerApp');
}

describe('a reopened scanner', () => {
  it('shows the ticket desk in its first render when the desk was loaded before it (no loading screen)', async () => {
    const { ScannerApp, preloadScannerApp } = await freshScannerApp();
    await preloadScannerApp(PATH);
    render(<ScannerApp pathname={PATH} />);
    // Synchronously: a desk still on its way would show the loading screen first.
    expect(screen.getByText('Agent: Gate A')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
    expect(await screen.findByText('Total Tickets')).toBeInTheDocument();
  });

  it('without that preload the first render is the loading screen (what the preload avoids)', async () => {
    const { ScannerApp } = await freshScannerApp();
    render(<ScannerApp pathname={PATH} />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('Agent: Gate A')).toBeInTheDocument();
  });
});

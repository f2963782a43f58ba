import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// Counts the ticket desk's downloads: its module is only evaluated when the page asks for it.
const desk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../../src/customRoutes/scanner/TicketDesk', () => {
  desk.loads++;
  return { default: () => null };
});

const { ScannerApp } = await import('../../src/customRoutes/scanner/ScannerApp');

describe("the scanner login's first visit", () => {
  it('a login form left alone does not fetch the ticket desk; the first keystroke does', async () => {
    localStorage.clear();
    // Fake timers that also follow the clock: the page's own timers can be run ahead at will.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<ScannerApp pathname="/security-scanner/AG-GATEA23456" />);
      const password = await screen.findByLabelText(/^Password/);
      // Well past the first paint and any idle time, when the desk used to be fetched.
      await vi.advanceTimersByTimeAsync(10_000);
      expect(desk.loads).toBe(0);
      await user.type(password, 'a');
      await waitFor(() => expect(desk.loads).toBe(1));
    } finally {
      vi.useRealTimers();
    }
  });
});

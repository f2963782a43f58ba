import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Route, Routes, type Location } from 'react-router-dom';
import { BasenameContextProvider, TestMemoryRouter } from 'ra-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDialogRoute, type DialogType } from '../../src/layout/useDialogRoute';

const ALL: DialogType[] = ['create', 'edit', 'show'];

let mounts = 0;

/** A list page with its dialogs at their addresses; it counts its mounts. */
function Page({ dialogs }: { dialogs: DialogType[] }) {
  const { dialog, close } = useDialogRoute('reservations', dialogs);
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <div>
      <p data-testid="dialog">{dialog ? JSON.stringify(dialog) : 'unknown'}</p>
      <button onClick={close}>close</button>
    </div>
  );
}

function renderAt(path: string, dialogs = ALL) {
  let location: Location | undefined;
  let navigate: ((to: string) => void) | undefined;
  render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(l) => (location = l)}
      navigateCallback={(n) => (navigate = (to) => void n(to))}
    >
      <BasenameContextProvider basename="/dashboard">
        <Routes>
          <Route path="/dashboard/reservations/*" element={<Page dialogs={dialogs} />} />
        </Routes>
      </BasenameContextProvider>
    </TestMemoryRouter>,
  );
  return { location: () => location?.pathname, navigate: (to: string) => act(() => navigate?.(to)) };
}

describe('useDialogRoute', () => {
  beforeEach(() => {
    mounts = 0;
  });

  it.each([
    ['/dashboard/reservations', { type: 'list' }],
    ['/dashboard/reservations/', { type: 'list' }],
    ['/dashboard/reservations/create', { type: 'create' }],
    ['/dashboard/reservations/r1', { type: 'edit', id: 'r1' }],
    ['/dashboard/reservations/r1/show', { type: 'show', id: 'r1' }],
    // react-admin encodes ids in its addresses; the dialog gets the id itself.
    ['/dashboard/reservations/a%2Fb%20c/show', { type: 'show', id: 'a/b c' }],
  ])("reads react-admin's address %s", (path, dialog) => {
    renderAt(path);
    expect(screen.getByTestId('dialog')).toHaveTextContent(JSON.stringify(dialog));
  });

  it.each([
    ['/dashboard/reservations/r1/show/extra', ALL],
    ['/dashboard/reservations/r1/edit', ALL],
    ['/dashboard/reservations/r1/show', ['create', 'edit'] satisfies DialogType[]],
    ['/dashboard/reservations/create', ['edit'] satisfies DialogType[]],
  ])('%s is an address the page does not serve', (path, dialogs) => {
    renderAt(path, dialogs);
    expect(screen.getByTestId('dialog')).toHaveTextContent('unknown');
  });

  it('opens the dialog the address names, over a page that stays mounted', async () => {
    const { navigate } = renderAt('/dashboard/reservations/r1/show');
    expect(screen.getByTestId('dialog')).toHaveTextContent('{"type":"show","id":"r1"}');
    await navigate('/dashboard/reservations/r2');
    expect(screen.getByTestId('dialog')).toHaveTextContent('{"type":"edit","id":"r2"}');
    await navigate('/dashboard/reservations/create');
    expect(screen.getByTestId('dialog')).toHaveTextContent('{"type":"create"}');
    expect(mounts).toBe(1);
  });

  it("closing goes back to the list's address", async () => {
    const { location } = renderAt('/dashboard/reservations/r1');
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(location()).toBe('/dashboard/reservations');
    expect(screen.getByTestId('dialog')).toHaveTextContent('{"type":"list"}');
  });
});

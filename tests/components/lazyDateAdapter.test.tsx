import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LazyDateFnsAdapter, preloadDateAdapter } from '../../src/layout/lazyDateAdapter';

const dateAdapter = LazyDateFnsAdapter as unknown as typeof AdapterDateFns;

describe('LazyDateFnsAdapter', () => {
  it('lets LocalizationProvider render before date-fns is loaded, and a picker wait for it', async () => {
    render(
      <LocalizationProvider dateAdapter={dateAdapter}>
        <p>dashboard shell</p>
        <Suspense fallback={<p>loading pickers</p>}>
          <DatePicker label="Start Date" value={new Date(2026, 10, 22)} format="MM/dd/yyyy" />
        </Suspense>
      </LocalizationProvider>,
    );
    // The rest of the tree is there at once; the picker shows once the adapter has arrived.
    expect(screen.getByText('dashboard shell')).toBeInTheDocument();
    expect(await screen.findByText('loading pickers')).toBeInTheDocument();
    await act(() => preloadDateAdapter());
    const group = await screen.findByRole('group', { name: 'Start Date' });
    expect(group.textContent).toContain('11');
    expect(group.textContent).toContain('22');
    expect(group.textContent).toContain('2026');
  });

  it('answers what LocalizationProvider asks before loading, then delegates to AdapterDateFns', async () => {
    const adapter = new LazyDateFnsAdapter() as unknown as InstanceType<typeof AdapterDateFns>;
    expect(adapter.isMUIAdapter).toBe(true);
    expect(adapter.date('2099-12-31T00:00:00.000')?.getFullYear()).toBe(2099);
    await preloadDateAdapter();
    expect(adapter.format(new Date(2026, 0, 5), 'keyboardDate')).toBe('01/05/2026');
    expect(adapter.lib).toBe('date-fns');
  });
});

import type { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';

type Adapter = InstanceType<typeof AdapterDateFns>;
type Options = ConstructorParameters<typeof AdapterDateFns>[0];

let AdapterClass: typeof AdapterDateFns | null = null;
let loading: Promise<void> | null = null;

/** Starts (once) the download of MUI X's date-fns adapter and date-fns itself. */
export function preloadDateAdapter(): Promise<void> {
  loading ??= import('@mui/x-date-pickers/AdapterDateFns').then((m) => {
    AdapterClass = m.AdapterDateFns;
  });
  return loading;
}

/** Properties asked for by code that is not a picker (React, promise checks, devtools): never suspend on them. */
const INERT = new Set<PropertyKey>(['then', 'toJSON', '$$typeof', 'constructor']);

/**
 * The dashboard's date adapter, without date-fns in the dashboard's first download: only the
 * event and booking forms show pickers, and they are lazy pages. It stands in for AdapterDateFns
 * in the root <LocalizationProvider>; until the real adapter has loaded, a picker that asks it
 * anything suspends (react-admin's layout shows its loader) and renders once it is there.
 * LocalizationProvider itself only needs `isMUIAdapter` and `date()` (plain JS Dates, exactly what
 * AdapterDateFns returns for its default min and max dates).
 */
export class LazyDateFnsAdapter {
  constructor(options?: Options) {
    let real: Adapter | null = null;
    const current = () => (real ??= AdapterClass ? new AdapterClass(options) : null);
    const fallbackDate = (value?: string | null) =>
      value === undefined ? new Date() : value === null ? null : new Date(value);
    return new Proxy(this, {
      get(target, prop) {
        const adapter = current();
        if (adapter) {
          const value = (adapter as unknown as Record<PropertyKey, unknown>)[prop];
          return typeof value === 'function' ? value.bind(adapter) : value;
        }
        if (prop === 'isMUIAdapter') return true;
        if (prop === 'date') return fallbackDate;
        if (typeof prop === 'symbol' || INERT.has(prop)) return Reflect.get(target, prop);
        // Suspense: React renders the nearest fallback and retries when the adapter is here.
        throw preloadDateAdapter();
      },
    });
  }
}

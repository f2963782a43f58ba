import type { ReactElement } from 'react';

/**
 * Pages reachable without a dashboard session (scanner, invoices), as keyed <Route> elements.
 * Each area appends its own, lazily loaded so the sign-in page does not carry their code.
 */
export const publicRoutes: ReactElement[] = [];

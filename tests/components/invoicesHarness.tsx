import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PublicI18nProvider } from '../../src/i18n/PublicI18nProvider';
import SubscriptionInvoicePage from '../../src/customRoutes/invoices/subscription/SubscriptionInvoicePage';
import TransferInvoicePage from '../../src/customRoutes/invoices/transfer/TransferInvoicePage';

/** The business's two public invoice pages at `path`, as the public routes mount them. */
export function renderInvoiceAt(path: string) {
  return render(
    <PublicI18nProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/invoices/:id" element={<SubscriptionInvoicePage />} />
          <Route path="/facture/:id" element={<TransferInvoicePage />} />
        </Routes>
      </MemoryRouter>
    </PublicI18nProvider>,
  );
}

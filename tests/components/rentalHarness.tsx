import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { memoryStore } from 'ra-core';
import { dataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import type { ApiCar, ApiReservation } from '../../src/contract/rental';

/**
 * Renders a rental screen with the real dataProvider (over msw) and the default (French rental)
 * wording, with react-admin's notification area so success and error messages can be read.
 */
export function renderRental(ui: ReactElement) {
  localStorage.setItem('token', 'test-token');
  return render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        basename="/dashboard"
      >
        {ui}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** The address the app is at, and the browser's back button, for tests of addressed modals. */
function Browser() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{pathname}</output>
      <button type="button" onClick={() => navigate(-1)}>
        browser back
      </button>
    </>
  );
}

/**
 * Renders a resource's list page where react-admin mounts it (/dashboard/{resource}/*, which also
 * serves its modals' addresses), opened at `address`; `screen.getByTestId('address')` reads the
 * current address and the 'browser back' button goes back in history.
 */
export function renderRentalAt(resource: string, page: ReactElement, address = `/dashboard/${resource}`) {
  localStorage.setItem('token', 'test-token');
  return render(
    <MemoryRouter initialEntries={[address]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        basename="/dashboard"
      >
        <Routes>
          <Route path={`/dashboard/${resource}/*`} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <Browser />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

export const sampleCar: ApiCar = {
  _id: 'c0000000000000000000000a',
  mark: 'Renault',
  model: 'Clio 5',
  year: 2023,
  color: 'Blanc',
  licensePlate: '200 TU 1234',
  condition: 'good',
  type: 'standard',
  dailyRate: 90,
  securityDeposit: 500,
  features: ['GPS'],
  description: '',
  category: 'economy',
  fuelType: 'gasoline',
  seatingCapacity: 5,
  transmission: 'manual',
  images: ['/uploads/cars/a.png'],
  availability: 'available',
};

export const sampleReservation: ApiReservation = {
  _id: '65f1a2b3c4d5e6f7a8b9c0de',
  customer: {
    name: 'Amira Ben Salah',
    email: 'amira@gmail.com',
    phone: '22123456',
    licenseNumber: '12/345678',
    cinNumber: '01234567',
    verificationDocuments: {
      driverLicenseFront: '/uploads/documents/front.png',
      cinRecto: '/uploads/documents/recto.png',
    },
  },
  car: {
    _id: sampleCar._id,
    mark: 'Renault',
    model: 'Clio 5',
    year: 2023,
    licensePlate: '200 TU 1234',
    securityDeposit: 500,
    dailyRate: 90.5,
  },
  pickupDate: '2030-03-01',
  returnDate: '2030-03-04',
  pickupTime: '09:00',
  returnTime: '18:00',
  pickupLocation: 'Tunis Centre',
  returnLocation: 'Sousse',
  totalDays: 3,
  totalAmount: 271.5,
  commissionAmount: 27.15,
  dailyRate: 90.5,
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'cash',
  notes: '',
  createdAt: '2030-02-20T10:00:00.000Z',
};

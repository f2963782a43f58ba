import { Suspense, type ReactNode } from 'react';
import { lazyPage } from './customRoutes/lazyPage';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Box, CircularProgress, CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from './layout/theme';
import { PublicI18nProvider, PublicNamespaces, withNamespaces } from './i18n/usePublicTranslate';
import { publicPageFor, publicRoutes } from './publicRoutes';

// Each public page's code and texts are fetched together (withNamespaces).
const LoginPage = lazyPage(() => withNamespaces(['common'], () => import('./customRoutes/login/LoginPage')));
const ForgotPasswordPage = lazyPage(() =>
  withNamespaces(['common'], () => import('./customRoutes/forgotPassword/ForgotPasswordPage')),
);
const ResetPasswordPage = lazyPage(() =>
  withNamespaces(['common'], () => import('./customRoutes/forgotPassword/ResetPasswordPage')),
);
const shell = (page: ReactNode) => <PublicNamespaces ns={['common']}>{page}</PublicNamespaces>;
// Preloaded before the first render on /dashboard URLs too (see preloadFirstPage).
const DashboardApp = lazyPage<object>(() => import('./DashboardApp'));

function Loading() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="loading" />
    </Box>
  );
}

/**
 * Loads the page a first visit lands on (its code is announced in the HTML, a public page's texts
 * fetched with it), so the first render shows it directly rather than a spinner first: a spinner
 * would also make React hold the page behind it for 300 ms.
 */
export function preloadFirstPage(path: string): Promise<unknown> {
  const page =
    path === '/dashboard' || path.startsWith('/dashboard/')
      ? DashboardApp
      : path === '/'
        ? LoginPage
        : path === '/forgot-password'
          ? ForgotPasswordPage
          : path.startsWith('/reset-password/')
            ? ResetPasswordPage
            : publicPageFor(path);
  return page ? page.preload().catch(() => undefined) : Promise.resolve();
}

/** Top-level routes of SPEC §2: public pages, and react-admin under /dashboard. */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route path="/dashboard/*" element={<DashboardApp />} />
            <Route
              path="*"
              element={
                <PublicI18nProvider namespaces={[]}>
                  <Suspense fallback={<Loading />}>
                    <Routes>
                      <Route path="/" element={shell(<LoginPage />)} />
                      <Route path="/forgot-password" element={shell(<ForgotPasswordPage />)} />
                      <Route path="/reset-password/:token" element={shell(<ResetPasswordPage />)} />
                      {publicRoutes}
                      <Route path="*" element={<Navigate to="/" replace />} />
                    </Routes>
                  </Suspense>
                </PublicI18nProvider>
              }
            />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </ThemeProvider>
  );
}

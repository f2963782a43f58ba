import { Suspense } from 'react';
import { lazyPage } from './customRoutes/lazyPage';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Box, CircularProgress, CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from './layout/theme';
import { PublicI18nProvider } from './i18n/PublicI18nProvider';
import { publicPageFor, publicRoutes } from './publicRoutes';

const LoginPage = lazyPage(() => import('./customRoutes/login/LoginPage'));
const ForgotPasswordPage = lazyPage(() => import('./customRoutes/forgotPassword/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('./customRoutes/forgotPassword/ResetPasswordPage'));
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
 * Loads the page a first visit lands on before the first render, so that render shows it directly
 * rather than a spinner first: a spinner would also make React hold the page behind it for 300 ms.
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
                <PublicI18nProvider>
                  <Suspense fallback={<Loading />}>
                    <Routes>
                      <Route path="/" element={<LoginPage />} />
                      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
                      <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
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

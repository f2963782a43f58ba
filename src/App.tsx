import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { lazyPage } from './customRoutes/lazyPage';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Box, CircularProgress, CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from './layout/theme';
import { publicPageFor, publicRoutes } from './publicRoutes';
import { loadingLabel } from './i18n/loadingLabel';

const LoginPage = lazyPage(() => import('./customRoutes/login/LoginPage'));
const ForgotPasswordPage = lazyPage(() => import('./customRoutes/forgotPassword/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('./customRoutes/forgotPassword/ResetPasswordPage'));
// Preloaded before the first render on /dashboard URLs too (see preloadFirstPage).
const DashboardApp = lazyPage<object>(() => import('./DashboardApp'));
// Lazy like the pages: the language catalog it awaits must not hold this entry module, or a
// dashboard address would start loading the dashboard only once the catalog has arrived.
const PublicI18nProvider = lazyPage<{ children: ReactNode }>(() =>
  import('./i18n/PublicI18nProvider').then((m) => ({ default: m.PublicI18nProvider })),
);

function Loading() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={loadingLabel()} />
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
  if (!page) return Promise.resolve();
  // The first screen's data left already: the entry script asks for it (src/main.tsx).
  const pages = page === DashboardApp ? [page.preload()] : [page.preload(), PublicI18nProvider.preload()];
  return Promise.all(pages).catch(() => undefined);
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

/** Renders the app once the first page's code is there (src/main.tsx loads this module). */
export function start(path: string): Promise<void> {
  return preloadFirstPage(path).then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

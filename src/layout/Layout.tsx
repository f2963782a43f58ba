import { memo, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { styled } from '@mui/material/styles';
import { Loading, Sidebar } from 'react-admin';
import { SkipToContent } from './SkipToContent';
import { ErrorPage } from './fallbackPages';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

/**
 * The dashboard frame: react-admin's Layout (same structure, class names and styles), without what
 * its module always bundles and this product never shows: the default app bar with its user and
 * theme menus, the default resource menu and the layout-preferences inspector.
 */
export function Layout({ children }: { children: ReactNode }) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo | undefined>(undefined);
  return (
    <Root className="layout">
      <SkipToContent />
      <div className="RaLayout-appFrame">
        <TopBar />
        <main className="RaLayout-contentWithSidebar">
          <SideNav />
          <div id="main-content" className="RaLayout-content">
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => (
                <ErrorPage
                  error={error as Error}
                  errorInfo={errorInfo}
                  resetErrorBoundary={resetErrorBoundary}
                />
              )}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Root>
  );
}

/*
 * The bar and the side navigation take no props: memoised, they are not rendered again each time
 * react-admin re-renders the layout around the page (on every route change).
 */
const TopBar = memo(AppBar);
const SideNav = memo(function SideNav() {
  return (
    <Sidebar>
      <Menu />
    </Sidebar>
  );
});

const Root = styled('div', { name: 'RaLayout', overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    zIndex: 1,
    minHeight: '100vh',
    backgroundColor: (theme.vars || theme).palette.background.default,
    position: 'relative',
    minWidth: 'fit-content',
    width: '100%',
    '& .RaLayout-appFrame': {
      display: 'flex',
      flexDirection: 'column',
      flexGrow: 1,
      marginTop: theme.spacing(6),
      [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
    },
    '& .RaLayout-contentWithSidebar': {
      display: 'flex',
      flexGrow: 1,
      transition: theme.transitions.create('margin', {
        easing: theme.transitions.easing.easeOut,
        duration: theme.transitions.duration.enteringScreen,
      }),
    },
    '& .RaLayout-content': {
      backgroundColor: (theme.vars || theme).palette.background.default,
      zIndex: 2,
      display: 'flex',
      flexDirection: 'column',
      flexGrow: 1,
      flexBasis: 0,
      padding: 0,
      [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
    },
  }),
);

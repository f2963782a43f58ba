// react-admin's react-router adapter (ra-core/dist/routing/adapters/reactRouterProvider.js), minus
// the hash router it creates when it finds no router around it. The app always renders
// react-admin inside its own BrowserRouter (src/App.tsx), and that unused fallback
// (createHashRouter + RouterProvider) put react-router's whole data-router runtime (loaders,
// actions, fetchers, middleware) into the first download of every page, the scanner's included.
import * as React from 'react';
import { useContext, useEffect, useRef } from 'react';
import {
  useNavigate as useReactRouterNavigate,
  useLocation,
  useParams,
  useBlocker,
  useMatch,
  useInRouterContext,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  matchPath,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
} from 'react-router-dom';

const useCanBlock = () => {
  const dataRouterContext = useContext(UNSAFE_DataRouterContext);
  const dataRouterStateContext = useContext(UNSAFE_DataRouterStateContext);
  return !!(dataRouterContext && dataRouterStateContext);
};

const useNavigate = () => {
  const navigate = useReactRouterNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  return React.useCallback((...args) => navigateRef.current(...args), []);
};

const RouterWrapper = ({ children }) => {
  if (!useInRouterContext())
    throw new Error('The dashboard is rendered inside the app router (src/App.tsx), never on its own.');
  return React.createElement(React.Fragment, null, children);
};

export const reactRouterProvider = {
  useNavigate,
  useLocation,
  useParams,
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
};

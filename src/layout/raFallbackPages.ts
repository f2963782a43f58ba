// Loaded on demand by fallbackPages.tsx.
export { AccessDenied, AuthenticationError, Error } from 'react-admin';

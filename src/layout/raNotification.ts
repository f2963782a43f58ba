// Loaded on demand by DashboardApp.
export { Notification as default } from 'react-admin';

import { validation } from './validation';

/** The product's name and its language menu's label (also in the door scanner's small catalog). */
export const app = { title: 'Ticketing Back-office', language: 'Language' };

/** Shell, sign-in and navigation texts. Every other area has its own file beside this one. */
export const common = {
  app: { ...app, retry: 'Retry' },
  menu: {
    events: 'Events',
    tickets: 'Tickets',
    security: 'Security',
    statistics: 'Statistics',
    logout: 'Logout',
    liveEvent: {
      nowLive: 'Now Live',
      viewDetails: 'View Details',
      error: 'Failed to fetch current event',
    },
  },
  login: {
    title: 'Sign in to your back-office',
    email: 'Email',
    password: 'Password',
    submit: 'Sign In',
    submitting: 'Signing in...',
    forgot: 'Forgot Password?',
  },
  forgotPassword: {
    title: 'Forgot your password?',
    intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
    email: 'Email',
    submit: 'Send reset link',
    submitting: 'Sending...',
    back: 'Back to sign in',
    failed: 'The request could not be sent, please try again',
    byAdministrator:
      'Passwords are reset by your administrator: ask them to set a new password for your account.',
  },
  resetPassword: {
    title: 'Choose a new password',
    password: 'New password',
    confirm: 'Confirm new password',
    hint: 'Minimum 6 characters',
    submit: 'Update password',
    submitting: 'Updating...',
    failed: 'The password could not be updated',
    signIn: 'Sign in',
  },
  validation,
};

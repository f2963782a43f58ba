import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { Link } from 'react-router-dom';
import { CanAccess } from 'ra-core';

/**
 * A button to another page of the dashboard, shown only to a role that may open it: an event's
 * pages link to its tickets, security and statistics this way, and a role without access sees no
 * button rather than a link to a "not allowed" page.
 */
export function AllowedLinkButton({
  resource,
  action = 'list',
  to,
  variant = 'outlined',
  label,
}: {
  resource: string;
  action?: string;
  to: string;
  variant?: ButtonProps['variant'];
  label: ReactNode;
}) {
  return (
    <CanAccess resource={resource} action={action}>
      <Button component={Link} to={to} variant={variant}>
        {label}
      </Button>
    </CanAccess>
  );
}

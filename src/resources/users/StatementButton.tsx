import { Button } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useCanAccess, useCreatePath, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { useExtension } from '../../authProvider/useExtension';

/**
 * Opens a statement: a managed user's (`userId`) or the business's own. Shown only where the server
 * offers the `statements` extension, to a role that may read statements.
 */
export function StatementButton({ userId, name }: { userId?: string; name?: string }) {
  const translate = useTranslate();
  // Under the dashboard's base path (/dashboard/users/...), as react-admin builds its own links.
  const users = useCreatePath()({ resource: 'users', type: 'list' });
  const { canAccess } = useCanAccess({ resource: 'statements', action: 'list' });
  if (!useExtension('statements') || !canAccess) return null;
  const label = translate(userId ? 'statements.openUser' : 'statements.openOwn');
  return (
    <Button
      component={Link}
      to={userId ? `${users}/${encodeURIComponent(userId)}/statement` : `${users}/statement`}
      size="small"
      variant={userId ? 'text' : 'outlined'}
      startIcon={<ReceiptLongIcon />}
      aria-label={name ? `${label} — ${name}` : undefined}
    >
      {label}
    </Button>
  );
}

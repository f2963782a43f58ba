import type { ReactElement } from 'react';
import { Badge } from '@mui/material';

/** A menu icon with the count of what waits for the signed-in person, announced by `label`. */
export default function WaitingBadge({
  count,
  label,
  children,
}: {
  count: number;
  label: string;
  children: ReactElement;
}) {
  return (
    <Badge badgeContent={count} color="error" max={99} aria-label={label}>
      {children}
    </Badge>
  );
}

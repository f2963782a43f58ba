import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { useFormState } from 'react-hook-form';

/**
 * The modals' submit button. Unlike react-admin's SaveButton it stays enabled while a field is
 * being validated: leaving the field by clicking this button validates it (mode 'onTouched'),
 * and a button disabled during that validation would swallow the click.
 */
export function SubmitButton({
  label,
  icon,
  disabled = false,
}: {
  label: string;
  icon?: ReactNode;
  disabled?: boolean;
}) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" startIcon={icon} disabled={disabled || isSubmitting}>
      {label}
    </Button>
  );
}

import { CanAccess, ExportButton, type ExportButtonProps } from 'react-admin';

/**
 * react-admin's ExportButton, shown only when the role may export the list's resource: unlike its
 * create, edit and delete buttons, react-admin's ExportButton does not ask `canAccess` itself.
 */
export function AllowedExportButton(props: ExportButtonProps) {
  return (
    <CanAccess action="export" resource={props.resource}>
      <ExportButton {...props} />
    </CanAccess>
  );
}

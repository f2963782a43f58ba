import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link, Navigate } from 'react-router-dom';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { CanAccess, useCreatePath, useTranslate } from 'ra-core';
import { PageHeader } from '../../layout/PageHeader';
import { useDialogRoute } from '../../layout/useDialogRoute';
import { FleetCounters } from './FleetCounters';
import { FleetList } from './FleetList';
import { CarDialog } from './CarDialog';

/**
 * 'Gestion de la flotte' (/dashboard/fleet): counters, the vehicles, and the add (/fleet/create)
 * and edit (/fleet/{id}) modals over the list, at their own addresses (`useDialogRoute`). Other
 * deeper paths are unknown dashboard paths (SPEC §2).
 */
export default function FleetPage() {
  const { dialog, close } = useDialogRoute('fleet', DIALOGS);
  if (!dialog) return <Navigate to="/dashboard" replace />;
  return (
    <FleetScreen>
      {dialog.type === 'create' && <CarDialog onClose={close} />}
      {/* Keyed by the id: another car's address is a new form, not the previous one's values. */}
      {dialog.type === 'edit' && <CarDialog key={dialog.id} id={dialog.id} onClose={close} />}
    </FleetScreen>
  );
}

const DIALOGS = ['create', 'edit'] as const;

function FleetScreen({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      {/* The app bar says what the menu says; the page heading is SPEC's. */}
      <Title title="rental.menu.fleet" />
      <PageHeader title={translate('rental.fleet.title')} subtitle={translate('rental.fleet.subtitle')}>
        <CanAccess resource="fleet" action="create">
          <Button
            component={Link}
            to={createPath({ resource: 'fleet', type: 'create' })}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {translate('rental.fleet.add')}
          </Button>
        </CanAccess>
      </PageHeader>
      <FleetCounters />
      <FleetList />
      {children}
    </Box>
  );
}

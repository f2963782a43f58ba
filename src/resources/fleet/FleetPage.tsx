import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { Identifier } from 'ra-core';
import { useTranslate } from 'ra-core';
import { PageHeader } from '../../layout/PageHeader';
import { FleetCounters } from './FleetCounters';
import { FleetList } from './FleetList';
import { CarDialog } from './CarDialog';

/** 'Gestion de la flotte' (/dashboard/fleet): counters, the vehicles, add/edit modals. */
export default function FleetPage() {
  // The resource's list route matches /fleet/*: deeper paths are unknown dashboard paths.
  const rest = useParams()['*'];
  return rest ? <Navigate to="/dashboard" replace /> : <FleetScreen />;
}

function FleetScreen() {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<{ id?: Identifier } | null>(null);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageHeader title={translate('rental.fleet.title')} subtitle={translate('rental.fleet.subtitle')}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({})}>
          {translate('rental.fleet.add')}
        </Button>
      </PageHeader>
      <FleetCounters />
      <FleetList onEdit={(id) => setDialog({ id })} />
      {dialog && <CarDialog id={dialog.id} onClose={() => setDialog(null)} />}
    </Box>
  );
}

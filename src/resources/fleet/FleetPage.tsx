import { Link, Navigate, Outlet, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useCreatePath, useTranslate } from 'ra-core';
import { PageHeader } from '../../layout/PageHeader';
import { FleetCounters } from './FleetCounters';
import { FleetList } from './FleetList';
import { CarDialog } from './CarDialog';

/**
 * 'Gestion de la flotte' (/dashboard/fleet): counters, the vehicles, and the add (/fleet/create)
 * and edit (/fleet/{id}) modals over the list, as react-admin's demo opens a review: the list
 * route matches /fleet/*. Other deeper paths are unknown dashboard paths (SPEC §2).
 */
export default function FleetPage() {
  return (
    <Routes>
      <Route element={<FleetScreen />}>
        <Route index element={null} />
        <Route path="create" element={<AddModal />} />
        <Route path=":id" element={<EditModal />} />
      </Route>
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}

/** Closing a modal goes back to the list's address (browser back does the same). */
function useBackToList() {
  const navigate = useNavigate();
  const createPath = useCreatePath();
  return () => navigate(createPath({ resource: 'fleet', type: 'list' }));
}

function AddModal() {
  return <CarDialog onClose={useBackToList()} />;
}

function EditModal() {
  const { id } = useParams();
  // Keyed by the id: another car's address is a new form, not the previous one's values.
  return <CarDialog key={id} id={id} onClose={useBackToList()} />;
}

function FleetScreen() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageHeader title={translate('rental.fleet.title')} subtitle={translate('rental.fleet.subtitle')}>
        <Button
          component={Link}
          to={createPath({ resource: 'fleet', type: 'create' })}
          variant="contained"
          startIcon={<AddIcon />}
        >
          {translate('rental.fleet.add')}
        </Button>
      </PageHeader>
      <FleetCounters />
      <FleetList />
      <Outlet />
    </Box>
  );
}

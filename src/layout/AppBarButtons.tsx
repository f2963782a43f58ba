import { CircularProgress, IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useSidebarState } from 'react-admin';
import { useLoading, useRefresh, useTranslate } from 'ra-core';

/*
 * The app bar's menu toggle and refresh button, as react-admin's SidebarToggleButton and
 * LoadingIndicator behave, named by aria-label and title rather than MUI's Tooltip (see SideMenu).
 */

export function MenuToggleButton() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      onClick={() => setOpen(!open)}
      className="RaAppBar-menuButton"
      sx={{ marginRight: '0.2em' }}
    >
      <MenuIcon />
    </IconButton>
  );
}

/** A spinner while react-admin loads data, else a button that reloads the page's data. */
export function RefreshButton() {
  const translate = useTranslate();
  const loading = useLoading();
  const refresh = useRefresh();
  const label = translate('ra.action.refresh');
  if (loading)
    return <CircularProgress color="inherit" size={18} thickness={5} aria-label={label} sx={{ mx: 1.5 }} />;
  return (
    <IconButton color="inherit" aria-label={label} title={label} onClick={() => refresh()}>
      <RefreshIcon />
    </IconButton>
  );
}

import { Button } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useTranslate } from 'ra-core';

/**
 * Keyboard users' first stop: off screen until focused, then moves focus to the page's content.
 * As react-admin's SkipNavigationButton, whose base Button also brings MUI's Tooltip (see SideMenu).
 */
export function SkipToContent() {
  const translate = useTranslate();
  return (
    <SkipButton
      variant="contained"
      className="skip-nav-button"
      onClick={() => {
        const main = document.getElementById('main-content');
        if (!main) return;
        main.setAttribute('tabIndex', '-1');
        main.focus();
      }}
    >
      {translate('ra.navigation.skip_nav')}
    </SkipButton>
  );
}

const SkipButton = styled(Button)(({ theme }) => ({
  position: 'fixed',
  left: theme.spacing(2),
  top: theme.spacing(-10),
  zIndex: 5000,
  transition: theme.transitions.create(['top'], { duration: theme.transitions.duration.leavingScreen }),
  '&:focus': { top: theme.spacing(2) },
}));

import { useId, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';

/** Clipped, not `display: none`: the input stays in the tab order and reachable by screen readers. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export interface FileButtonProps {
  /** The button's text, in the screen's language ('Choisir un fichier'). */
  label: string;
  /** What the file is for ('Permis (recto)'): shown above the button, and the input's name. */
  caption?: string;
  /** What is chosen ('front.png', or 'Aucun fichier choisi'): shown beside the button and read with it. */
  status?: ReactNode;
  icon?: ReactNode;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  testId?: string;
  onFiles: (files: File[]) => void;
}

/**
 * A file input shown as an MUI Button (`component="label"`) with translated words instead of the
 * browser's own 'Choose File / No file chosen'. The real input keeps the keyboard focus (Tab, then
 * Space or Enter opens the file chooser) and the button shows that focus.
 */
export function FileButton({
  label,
  caption,
  status,
  icon,
  accept,
  multiple,
  disabled,
  testId,
  onFiles,
}: FileButtonProps) {
  const id = useId();
  return (
    <Box sx={{ minWidth: 0 }}>
      {caption && (
        <Typography variant="caption" color="text.secondary" component="div" id={`${id}-caption`}>
          {caption}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
        <Button
          component="label"
          // The input inside takes the focus and the role: the label is neither a tab stop nor a button.
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          size="small"
          startIcon={icon}
          disabled={disabled}
          sx={{
            '&:has(input:focus-visible)': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
          }}
        >
          <span id={`${id}-label`}>{label}</span>
          <input
            type="file"
            accept={accept}
            multiple={multiple}
            disabled={disabled}
            data-testid={testId}
            aria-labelledby={caption ? `${id}-caption ${id}-label` : `${id}-label`}
            aria-describedby={status ? `${id}-status` : undefined}
            style={visuallyHidden}
            onChange={(e) => {
              onFiles(Array.from(e.target.files ?? []));
              // The same file chosen again after a removal is a change too.
              e.target.value = '';
            }}
          />
        </Button>
        {status && (
          <Typography
            variant="body2"
            color="text.secondary"
            id={`${id}-status`}
            sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {status}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

import { Box, Dialog, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'ra-core';

/** The image zoom modal of the reservation screen. */
export function ImageZoomDialog({
  image,
  onClose,
}: {
  image: { src: string; label: string } | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={Boolean(image)} onClose={onClose} maxWidth="lg" aria-labelledby="zoom-title">
      <DialogTitle id="zoom-title" sx={{ pr: 6 }}>
        {image?.label}
        <IconButton
          aria-label={translate('rental.reservationDetail.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {image && (
        <Box
          component="img"
          src={image.src}
          alt={image.label}
          sx={{ maxWidth: '100%', maxHeight: '80vh', display: 'block', mx: 'auto' }}
        />
      )}
    </Dialog>
  );
}

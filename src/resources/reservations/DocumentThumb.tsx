import { useState } from 'react';
import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { assetUrl } from '../../api/config';

/** A verification document: click to zoom; hidden if the image fails to load (SPEC §8). */
export function DocumentThumb({
  label,
  path,
  onZoom,
}: {
  label: string;
  path?: string;
  onZoom: (src: string, label: string) => void;
}) {
  const translate = useTranslate();
  const [broken, setBroken] = useState(false);
  const src = assetUrl(path);
  if (!src || broken) return null;
  return (
    <Box data-testid="document-thumb">
      <ButtonBase
        onClick={() => onZoom(src, label)}
        aria-label={`${translate('rental.reservationDetail.zoom')} : ${label}`}
        sx={{
          display: 'block',
          width: '100%',
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          component="img"
          src={src}
          alt={label}
          onError={() => setBroken(true)}
          sx={{ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', display: 'block' }}
        />
      </ButtonBase>
      <Typography variant="caption">{label}</Typography>
    </Box>
  );
}

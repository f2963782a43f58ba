import { useEffect, useMemo } from 'react';
import { Box, Chip, IconButton, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import { useInput, useTranslate } from 'ra-core';
import { assetUrl } from '../../api/config';
import { acceptImages, imageLimitReached } from '../../lib/carImages';
import { FileButton } from '../../layout/FileButton';

interface Props {
  pending: File[];
  onPendingChange: (next: File[]) => void;
}

/**
 * Up to 5 images in total: uploaded ones ('Uploadé', the form's `images`) and selected ones waiting
 * for the save ('En attente'), uploaded by the form just before it saves.
 */
export function CarImagesField({ pending, onPendingChange }: Props) {
  const translate = useTranslate();
  const { field } = useInput<string[]>({ source: 'images' });
  const uploaded: string[] = Array.isArray(field.value) ? field.value : [];
  const onChange = (next: { uploaded: string[]; pending: File[] }) => {
    if (next.uploaded !== uploaded) field.onChange(next.uploaded);
    if (next.pending !== pending) onPendingChange(next.pending);
  };
  const previews = useMemo(() => pending.map((f) => URL.createObjectURL(f)), [pending]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);
  const full = imageLimitReached(uploaded.length, pending.length);

  const pick = (files: File[]) => {
    const { accepted } = acceptImages(uploaded.length, pending.length, files);
    if (accepted.length > 0) onChange({ uploaded, pending: [...pending, ...accepted] });
  };

  const tiles = [
    ...uploaded.map((url, i) => ({
      key: `u-${url}`,
      src: assetUrl(url),
      badge: 'uploaded' as const,
      remove: () => onChange({ uploaded: uploaded.filter((_, j) => j !== i), pending }),
    })),
    ...pending.map((f, i) => ({
      key: `p-${i}-${f.name}`,
      src: previews[i],
      badge: 'pending' as const,
      remove: () => onChange({ uploaded, pending: pending.filter((_, j) => j !== i) }),
    })),
  ];

  return (
    <Box>
      <Typography variant="subtitle2" gutterBottom>
        {translate('resources.fleet.fields.images')}
      </Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 1, mb: 1 }}
      >
        {tiles.map((t) => (
          <Box
            key={t.key}
            data-testid="car-image-tile"
            sx={{
              position: 'relative',
              borderRadius: 1,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
              aspectRatio: '4 / 3',
            }}
          >
            <Box
              component="img"
              src={t.src}
              alt=""
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
            <Chip
              size="small"
              label={translate(`rental.carForm.${t.badge}`)}
              color={t.badge === 'uploaded' ? 'success' : 'warning'}
              sx={{ position: 'absolute', left: 4, bottom: 4 }}
            />
            <IconButton
              size="small"
              aria-label={translate('rental.carForm.removeImage')}
              onClick={t.remove}
              sx={{
                position: 'absolute',
                top: 2,
                right: 2,
                bgcolor: 'rgba(255,255,255,0.85)',
                '&:hover': { bgcolor: '#fff' },
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      {/* The input stays reachable with Tab (FileButton), unlike a hidden one. */}
      <FileButton
        label={translate('rental.carForm.chooseImages')}
        status={translate('rental.carForm.imagesHint', { count: uploaded.length + pending.length })}
        icon={<AddPhotoAlternateIcon />}
        accept="image/*"
        multiple
        disabled={full}
        testId="car-images-input"
        onFiles={pick}
      />
      {full && (
        <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
          {translate('rental.carForm.maxImages')}
        </Typography>
      )}
    </Box>
  );
}

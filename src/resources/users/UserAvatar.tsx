import { Avatar } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { useTranslate } from 'ra-core';
import { assetUrl } from '../../api/config';

/** The user's picture from the API host, or the default avatar (a local icon: no remote image). */
export function UserAvatar({
  name,
  picture,
  size = 40,
}: {
  name: string;
  picture?: string | null;
  size?: number;
}) {
  const translate = useTranslate();
  const src = assetUrl(picture);
  return (
    <Avatar
      src={src}
      alt={src ? translate('business.users.avatarAlt', { name }) : undefined}
      sx={{ width: size, height: size, bgcolor: 'primary.light' }}
    >
      <PersonIcon aria-label={translate('business.users.defaultAvatar')} />
    </Avatar>
  );
}

/** A list's small picture: decorative (alt=""), since the row's title beside it says what it shows. */
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';

export function Thumbnail({ source, width, height, round = false }: { source: string; width: number; height: number; round?: boolean }) {
  const record = useRecordContext<Record<string, unknown>>();
  const src = record?.[source];
  if (typeof src !== 'string' || !src) return null;
  return <Box component="img" src={src} alt="" loading="lazy" sx={{ width, height, objectFit: 'cover', borderRadius: round ? '50%' : 1, display: 'block' }} />;
}

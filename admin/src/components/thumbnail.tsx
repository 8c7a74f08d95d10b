/** A list's small picture: decorative (alt=""), since the row's title beside it says what it shows. */
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** The record's picture, or a box of the same size saying there is none (an empty cell looked like one still loading). */
export function Thumbnail({ source, width, height, round = false, emptyLabel }: { source: string; width: number; height: number; round?: boolean; emptyLabel: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const src = record?.[source];
  const shape = { width, height, borderRadius: round ? '50%' : 1, display: 'block' };
  if (typeof src !== 'string' || !src) {
    return (
      <Box sx={{ ...shape, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', color: 'text.secondary', fontSize: 12, textAlign: 'center' }}>
        {emptyLabel}
      </Box>
    );
  }
  return <Box component="img" src={src} alt="" loading="lazy" sx={{ ...shape, objectFit: 'cover' }} />;
}

/**
 * The picture and PDF inputs of the content forms. The browser's file picker already filters by
 * type and size; a file dropped anyway that does not fit would otherwise vanish without a word,
 * so it gets a message naming what is wanted.
 */
import { FileField, FileInput, ImageField, ImageInput, useNotify } from 'react-admin';
import { CONTENT_IMAGE_MAX_BYTES, CV_MAX_BYTES } from '@efe/shared/constants';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function useRejectionNotice(wanted: string, maxSize: number) {
  const notify = useNotify();
  return { maxSize, onDropRejected: () => notify(`That file was not taken: choose ${wanted} of at most ${megabytes(maxSize)}.`, { type: 'warning' }) };
}

export function PictureInput({ source, label }: { source: string; label: string }) {
  const wanted = 'a JPEG, PNG or WebP picture';
  const options = useRejectionNotice(wanted, CONTENT_IMAGE_MAX_BYTES);
  return (
    <ImageInput
      source={source}
      label={label}
      accept={{ 'image/jpeg': [], 'image/png': [], 'image/webp': [] }}
      options={options}
      inputProps={{ 'aria-label': `${label}: choose a file` }}
      helperText={`JPEG, PNG or WebP, at most ${megabytes(CONTENT_IMAGE_MAX_BYTES)}`}
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}

export function PdfInput({ source, label }: { source: string; label: string }) {
  const options = useRejectionNotice('a PDF', CV_MAX_BYTES);
  return (
    <FileInput
      source={source}
      label={label}
      accept={{ 'application/pdf': [] }}
      options={options}
      inputProps={{ 'aria-label': `${label}: choose a PDF` }}
      helperText={`A PDF, at most ${megabytes(CV_MAX_BYTES)}`}
    >
      <FileField source="src" title="title" target="_blank" />
    </FileInput>
  );
}

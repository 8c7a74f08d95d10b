import { formatBytes, mediaUseLabel } from './media-uses';

describe('mediaUseLabel', () => {
  it('names the kind of content, which one, and the field', () => {
    expect(mediaUseLabel({ resource: 'blog', id: 3, label: 'first-week', field: 'image' })).toBe('blog post first-week (picture)');
    expect(mediaUseLabel({ resource: 'candidates', id: 9, label: 'Maria Santos', field: 'attach_cv' })).toBe('candidate Maria Santos (CV)');
    expect(mediaUseLabel({ resource: 'blog', id: 4, label: 'first-week', field: 'content' })).toBe('blog post first-week (in its text)');
  });
});

describe('formatBytes', () => {
  it('reads as bytes, kilobytes or megabytes', () => {
    expect(formatBytes(950)).toBe('950 B');
    expect(formatBytes(12_800)).toBe('13 KB');
    expect(formatBytes(1_468_006)).toBe('1.4 MB');
  });
});

import { MEDIA_FIELDS, mediaChange, withMediaInputs } from './media-fields';

const [picture] = MEDIA_FIELDS.blog;

describe('withMediaInputs', () => {
  it('shows a stored picture in its input and no input for none', () => {
    expect(withMediaInputs('blog', { image: 'a.webp', image_url: 'http://x/media/a.webp' }).picture).toEqual({ src: 'http://x/media/a.webp', title: 'a.webp' });
    expect(withMediaInputs('blog', { image: null }).picture).toBeNull();
    const candidate = withMediaInputs('candidates', { image: null, attach_cv: 'cv.pdf', attach_cv_url: 'http://x/media/cv.pdf' });
    expect(candidate.cv).toEqual({ src: 'http://x/media/cv.pdf', title: 'cv.pdf' });
  });

  it('leaves resources without media as they are', () => {
    expect(withMediaInputs('testimonials', { id: 1 })).toEqual({ id: 1 });
  });
});

describe('mediaChange', () => {
  it('uploads a newly chosen file', () => {
    const file = new File(['x'], 'new.png', { type: 'image/png' });
    expect(mediaChange(picture, { image: 'old.webp', picture: { src: 'blob:1', title: 'new.png', rawFile: file } })).toEqual({ kind: 'upload', file });
  });

  it('keeps the stored file when the input still shows it', () => {
    expect(mediaChange(picture, { image: 'old.webp', picture: { src: 'http://x/media/old.webp', title: 'old.webp' } })).toEqual({ kind: 'keep', name: 'old.webp' });
  });

  it('clears the file when the editor removed it', () => {
    expect(mediaChange(picture, { image: 'old.webp', picture: null })).toEqual({ kind: 'clear' });
    expect(mediaChange(picture, {})).toEqual({ kind: 'clear' });
  });
});

import { renderAdminPage } from '../../../../test-support/admin-page';
import { screen, waitFor, within } from '@testing-library/react';
import { Resource, type GetListParams } from 'react-admin';
import type { MediaItem } from '@efe/shared/contract/media-item';
import { queryList } from '../../lib/list-query';
import { MediaList } from './media';

// A whole react-admin page in jsdom, on two busy cores: longer than jest's usual 20 s at worst.
jest.setTimeout(60_000);

const item = (file: string, over: Partial<MediaItem>): MediaItem & { id: string } => ({
  id: file,
  file,
  url: `http://127.0.0.1:4000/media/${file}`,
  size: 120_000,
  uploaded_at: null,
  origin: 'seed',
  used_by: [],
  ...over,
});

// As GET /api/admin/media answers: uploads newest first, then the site's own.
const LIBRARY = [
  item('5f1c.jpg', { origin: 'upload', uploaded_at: '2026-11-25T10:05:00.000Z' }),
  item('blog-choosing-a-nanny.jpg', { used_by: [{ resource: 'blog', id: 1, label: 'choosing-a-nanny', field: 'image' }] }),
  item('cv-lucia-fernandez.pdf', {}),
];

function mediaPage() {
  // The data provider sorts, filters and pages this list itself (lib/list-query), as here.
  const getList = jest.fn(async (_resource: string, params: GetListParams) =>
    queryList(LIBRARY, { page: params.pagination?.page ?? 1, perPage: params.pagination?.perPage ?? 25, sortField: params.sort?.field ?? 'id', sortOrder: params.sort?.order ?? 'ASC', filter: params.filter }),
  );
  renderAdminPage('/media', { getList }, <Resource name="media" list={MediaList} />);
}

const rowOf = (file: string) => screen.getByRole('cell', { name: file }).closest('tr') as HTMLElement;

describe('the Media page', () => {
  it("lists the site's own pictures and CVs after the uploads, read-only, with where they are used", async () => {
    mediaPage();
    await waitFor(() => expect(screen.getByRole('cell', { name: 'cv-lucia-fernandez.pdf' })).toBeVisible(), { timeout: 10_000 });
    const files = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent);
    expect(files).toEqual(['5f1c.jpg', 'blog-choosing-a-nanny.jpg', 'cv-lucia-fernandez.pdf']);

    const upload = rowOf('5f1c.jpg');
    expect(upload).toHaveTextContent('Uploaded 25/11/2026 14:05 (Dubai)');
    expect(within(upload).getByRole('button', { name: 'Delete' })).toBeVisible();

    for (const file of ['blog-choosing-a-nanny.jpg', 'cv-lucia-fernandez.pdf']) {
      const own = rowOf(file);
      expect(own).toHaveTextContent("The site's own");
      expect(within(own).getByText('Read-only')).toBeVisible();
      expect(within(own).queryByRole('button', { name: 'Delete' })).toBeNull();
    }
    expect(within(rowOf('blog-choosing-a-nanny.jpg')).getByRole('link', { name: 'blog post choosing-a-nanny (picture)' })).toHaveAttribute('href', '/blog/1');
    expect(rowOf('cv-lucia-fernandez.pdf')).toHaveTextContent('not used');
  });
});

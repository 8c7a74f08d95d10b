import { renderAdminPage } from '../../../../test-support/admin-page';
import { dubaiWallClock } from '../../../../test-support/local-clock';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Resource } from 'react-admin';
import { editorPages } from './form';
import { PostList } from './list';

// A whole react-admin page in jsdom, on two busy cores: longer than jest's usual 20 s at worst.
jest.setTimeout(60_000);

const POST = {
  id: 1,
  slug: 'choosing-a-nanny',
  image: null,
  published_at: '2026-01-05T08:00:00.000Z',
  translations: { en: { title: 'Choosing a nanny', content: '<p>Start early.</p>', category: '', author: '', meta_description: '' } },
};

function postPage() {
  const update = jest.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { ...POST, ...params.data } }));
  renderAdminPage(
    '/blog/1',
    { getList: async () => ({ data: [POST], total: 1 }), getOne: async () => ({ data: POST }), getMany: async () => ({ data: [POST] }), update },
    <Resource name="blog" list={PostList} edit={editorPages.edit} />,
  );
  return { update, published: () => screen.findByRole('textbox', { name: 'Published' }, { timeout: 15_000 }) };
}

/** Save, once the form's own checks have run (the button waits for them). */
async function save() {
  const button = screen.getByRole('button', { name: 'Save' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

describe("a post's published date", () => {
  it("is shown day first on Dubai's 24-hour clock, typed so, and saved as that instant", async () => {
    const { update, published } = postPage();
    const input = await published();
    expect(input).toHaveValue(dubaiWallClock(POST.published_at));
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy hh:mm');
    await userEvent.clear(input);
    await userEvent.type(input, '25/11/2026 14:05');
    expect(screen.getByText('Wed 25 Nov 2026, 14:05 (Dubai)')).toBeVisible();
    await save();
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    // 14:05 in Dubai (UTC+4), whatever this computer's zone.
    expect(update.mock.calls[0][1].data.published_at).toBe('2026-11-25T10:05:00.000Z');
  });

  it('says how to write a date it cannot read, and saves nothing', async () => {
    const { update, published } = postPage();
    const input = await published();
    await userEvent.clear(input);
    // The US order and AM/PM, as a US English browser's own field takes them.
    await userEvent.type(input, '11/25/2026 2:05 PM');
    await userEvent.tab();
    const message = 'Write the day and time as dd/mm/yyyy hh:mm (24-hour clock, Dubai time), e.g. 25/11/2026 14:05.';
    expect(await screen.findByText(message)).toBeVisible();
    await save();
    // react-admin's answer to a form its checks refuse; the field's message stays.
    expect(await screen.findByText('The form is not valid. Please check for errors', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(update).not.toHaveBeenCalled();
    // Emptied: published now, as the helper says.
    await userEvent.clear(input);
    // Checked again: the message goes.
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    await save();
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data.published_at).toBeNull();
  });
});

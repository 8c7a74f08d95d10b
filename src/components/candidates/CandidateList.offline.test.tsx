import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { api } from '../../lib/api-client';
import { CandidateList } from './CandidateList';
import { amina, options } from './test-fixtures';

// The profile's code cannot be fetched (a phone that lost its signal after the page loaded).
jest.mock('./CandidateDialog', () => {
  throw new Error('Loading chunk failed');
});
jest.mock('../../lib/api-client', () => ({ api: { teachers: jest.fn() } }));

it('says in the page\'s language that a profile could not be loaded, and keeps the list usable', async () => {
  jest.mocked(api.teachers).mockReturnValue(new Promise(() => undefined));
  renderWithI18n(<CandidateList built={[amina]} options={options} placeholder={null} />, { language: 'ru', namespaces: ['candidates', 'common'] });
  const open = within(screen.getByRole('heading', { name: 'Amina Haddad' })).getByRole('button');
  await userEvent.setup().click(open);
  expect(await screen.findByTestId('profile-failed')).toHaveTextContent('Не удалось загрузить анкету');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(open).toHaveFocus();
});

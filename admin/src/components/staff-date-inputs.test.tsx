import { listedDateTime } from '../../../test-support/admin-page';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fc, test } from '@fast-check/jest';
import { AdminContext, Form, SaveButton } from 'react-admin';
import { StaffDateInput, StaffDateTimeInput } from './staff-date-inputs';
import { StaffDateField } from './staff-date-field';

// Each run renders a react-admin form in jsdom: seconds on two busy cores.
jest.setTimeout(120_000);

const instants = fc.integer({ min: Date.UTC(1990, 0, 1) / 60_000, max: Date.UTC(2060, 11, 31) / 60_000 }).map((n) => new Date(n * 60_000).toISOString());
const days = fc.integer({ min: Date.UTC(1990, 0, 1) / 86_400_000, max: Date.UTC(2060, 11, 31) / 86_400_000 }).map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));

/** A form with one date input, as a record's page has it; answers what Save sends. */
async function typedAndSaved(input: JSX.Element, record: Record<string, unknown>, typed: string): Promise<Record<string, unknown>> {
  const saved: Array<Record<string, unknown>> = [];
  cleanup();
  render(
    <AdminContext>
      <Form record={{ id: 1, ...record }} onSubmit={(values: Record<string, unknown>) => void saved.push(values)}>
        {input}
        <SaveButton alwaysEnable />
      </Form>
    </AdminContext>,
  );
  const field = await screen.findByRole('textbox', { name: 'When' });
  await userEvent.clear(field);
  if (typed) await userEvent.type(field, typed);
  await userEvent.click(screen.getByRole('button', { name: /save/i }));
  await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
  return saved[0];
}

describe('the date inputs in a react-admin form', () => {
  test.prop([instants, instants], { numRuns: 8 })('an instant typed as the lists show it is saved as that instant', async (before, typed) => {
    const shown = listedDateTime(typed);
    const values = await typedAndSaved(<StaffDateTimeInput source="at" label="When" />, { at: before }, shown);
    expect(values.at).toBe(typed);
  });

  test.prop([days], { numRuns: 5 })('a day typed as the lists show it is saved as that day', async (typed) => {
    const [year, month, day] = typed.split('-');
    const values = await typedAndSaved(<StaffDateInput source="on" label="When" />, { on: null }, `${day}/${month}/${year}`);
    expect(values.on).toBe(typed);
  });

  test.prop([instants], { numRuns: 5 })('a stored instant is shown in the input as the list shows it', async (stored) => {
    cleanup();
    render(
      <AdminContext>
        <Form record={{ id: 1, at: stored }}>
          <StaffDateTimeInput source="at" label="When" />
          <StaffDateField source="at" label="Listed" showTime />
        </Form>
      </AdminContext>,
    );
    const field = await screen.findByRole('textbox', { name: 'When' });
    // The list says the zone; the input holds the same clock's time.
    expect(`${(field as HTMLInputElement).value} (Dubai)`).toBe(screen.getByText(/^\d\d\/\d\d\/\d{4} \d\d:\d\d \(Dubai\)$/).textContent);
  });
});

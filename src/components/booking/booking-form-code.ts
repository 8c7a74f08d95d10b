import type { ComponentType } from 'react';
import { nextTask } from '../../lib/next-task';

/**
 * The booking form's code, run a part to a task once its chunks have come (DeferredBookingForm):
 * Yup with the form's rules, then Formik with the forms' own hooks, then the form. Each import is
 * "eager": the module is in this chunk's group, downloaded with it, and run only when imported.
 * Run at once, as `import('./BookingForm')` did in the task that brought the chunk, they took a
 * phone 25-45 ms of CPU time (several times that in wall time beside other work); and React draws
 * the form in tasks after the last of them.
 */
export async function loadBookingForm(): Promise<ComponentType> {
  await import(/* webpackMode: "eager" */ '@efe/shared/booking-schema');
  await nextTask();
  await import(/* webpackMode: "eager" */ '../form/use-checked-form');
  await nextTask();
  const { BookingForm } = await import(/* webpackMode: "eager" */ './BookingForm');
  await nextTask();
  return BookingForm;
}

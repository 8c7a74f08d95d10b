/**
 * Availability's warning about bookings to come that the saved settings leave outside the diary (a
 * closed day, hours taken away, fewer at once than are booked): how many, which (each a link to it
 * in Consultations, in Dubai time) and why, and that they stand: a save cancels no one's time and
 * tells no family. Staff call the family or cancel with a reason they are mailed.
 */
import { Alert, AlertTitle, Box, Link as MuiLink } from '@mui/material';
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import type { OutsideBooking, OutsideReason } from '@efe/shared/contract/availability';
import { diaryTime } from '../lib/consultation-text';

/** As many as a page can list and a person can act on; the rest are in Consultations' upcoming list. */
const LISTED_AT_MOST = 50;

const why = (reason: OutsideReason, capacity: number): string =>
  ({ 'closed-day': 'a closed day', 'outside-hours': 'not in the weekly hours', 'over-capacity': `more booked at this time than can be seen at once (${capacity})` })[reason];

interface Props {
  outside: readonly OutsideBooking[];
  /** Consultations at the same time, as saved. */
  capacity: number;
}

export const BookingsOutsideDiary = forwardRef<HTMLDivElement, Props>(function BookingsOutsideDiary({ outside, capacity }, ref) {
  if (outside.length === 0) return null;
  const count = outside.length === 1 ? '1 booked consultation is' : `${outside.length} booked consultations are`;
  const upcoming = `/consultations?filter=${encodeURIComponent(JSON.stringify({ when: 'upcoming' }))}`;
  return (
    <Alert ref={ref} tabIndex={-1} severity="warning" sx={{ mb: 3 }} data-testid="bookings-outside">
      <AlertTitle>{count} outside the diary now</AlertTitle>
      They stand until someone cancels them: saving cancels no booking and tells no family. Open each to call the family, or cancel it with a reason
      they are mailed.
      <Box component="ul" sx={{ pl: 2.5, mb: 0 }}>
        {outside.slice(0, LISTED_AT_MOST).map((booking) => (
          <li key={booking.id}>
            <MuiLink component={Link} to={`/consultations/${booking.id}/show`}>
              {diaryTime(booking)} · {booking.full_name}
            </MuiLink>
            : {why(booking.reason, capacity)}
          </li>
        ))}
      </Box>
      {outside.length > LISTED_AT_MOST ? (
        <p>
          And {outside.length - LISTED_AT_MOST} more, later: find them among <MuiLink component={Link} to={upcoming}>the upcoming consultations</MuiLink>.
        </p>
      ) : null}
    </Alert>
  );
});

/**
 * react-admin's menu, with the number of leads waiting beside Applications, Contact messages (not
 * handled yet) and Consultations (booked, not yet held, missed or cancelled): a recruiter sees what
 * waits without opening each list; marking a lead refreshes react-admin's queries, so the number
 * follows. Data requests and Staff for the roles the role table gives them to.
 */
import GroupIcon from '@mui/icons-material/Group';
import ScheduleIcon from '@mui/icons-material/Schedule';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { Box } from '@mui/material';
import { Menu, useGetList, useGetResourceLabel, useResourceDefinitions } from 'react-admin';
import { rolesMayUse } from '@efe/shared/contract/admin-resources';
import { WAITING } from '../lib/handling';
import { useStaffSession } from '../use-staff-session';

/** Each lead list's filter for what waits, and what its number says to a screen reader. */
const WAITING_IN: Record<string, { filter: object; words: string }> = {
  applications: { filter: WAITING, words: 'not handled yet' },
  messages: { filter: WAITING, words: 'not handled yet' },
  // As the dashboard's "Waiting to be handled" links them.
  consultations: { filter: { status: 'booked' }, words: 'booked, not held yet' },
};

// Read by screen readers, not shown: the number alone would not say what it counts.
const spokenOnly = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

function WaitingCount({ resource, filter, words }: { resource: string; filter: object; words: string }) {
  const { total } = useGetList(resource, { filter, pagination: { page: 1, perPage: 1 } });
  if (!total) return null;
  return (
    <>
      <Box component="span" aria-hidden sx={{ ml: 1, px: 0.75, borderRadius: 4, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: '0.75rem', fontWeight: 500 }}>
        {total}
      </Box>
      <span style={spokenOnly}>
        {total} {words}
      </span>
    </>
  );
}

export function StaffMenu() {
  const resources = useResourceDefinitions();
  const label = useGetResourceLabel();
  // The API answers nothing but the password change until the one-time password is replaced.
  const session = useStaffSession();
  const counting = session?.must_change_password === false;
  return (
    <Menu>
      {counting && rolesMayUse(session.roles, 'stats') && <Menu.DashboardItem />}
      {Object.keys(resources).map((name) =>
        counting && WAITING_IN[name] ? (
          <Menu.ResourceItem
            key={name}
            name={name}
            primaryText={
              <>
                {label(name, 2)}
                <WaitingCount resource={name} {...WAITING_IN[name]} />
              </>
            }
          />
        ) : (
          <Menu.ResourceItem key={name} name={name} />
        ),
      )}
      {counting && rolesMayUse(session.roles, 'availability') && <Menu.Item to="/availability" primaryText="Availability" leftIcon={<ScheduleIcon />} />}
      {counting && rolesMayUse(session.roles, 'personal-data') && <Menu.Item to="/personal-data" primaryText="Data requests" leftIcon={<PrivacyTipIcon />} />}
      {counting && rolesMayUse(session.roles, 'staff') && <Menu.Item to="/staff" primaryText="Staff" leftIcon={<GroupIcon />} />}
    </Menu>
  );
}

/**
 * `npm run admin:user -- <command>`: staff accounts of the web admin, in the API's database.
 *   add <email> --role <roles>     creates an account and prints its one-time password; <roles> is one
 *                                  or more of owner, editor, recruiter, comma-separated
 *   roles <email> --role <roles>   the account's roles become these
 *   reset <email>                  a new one-time password; the account's sessions and login waits end
 *   remove <email>
 *   list
 *   first-owner <email>            creates the owner only when there is no account yet (npm start)
 * An account must replace its one-time password at its first login. The owner manages the other
 * accounts in the admin too (Staff); this command is for the server.
 */
import { isEmailAddress } from '@efe/shared/form-rules';
import { configFromEnv } from './config';
import { openDatabase } from './db/connection';
import { LoginThrottle } from './staff/login-throttle';
import { hashPassword, oneTimePassword } from './staff/passwords';
import { Staff } from './staff/staff';
import { STAFF_ROLES, type StaffRole } from './staff/staff-accounts';
import { isStaffRole, orderedRoles } from '@efe/shared/contract/admin-resources';

const USAGE =
  'usage: npm run admin:user -- add <email> --role owner|editor|recruiter[,…] | roles <email> --role … | reset <email> | remove <email> | list | first-owner <email>';

function rolesFrom(args: string[]): StaffRole[] {
  const index = args.indexOf('--role');
  const given = index >= 0 ? (args[index + 1] ?? '').split(',').map((role) => role.trim()) : [];
  if (given.length === 0 || !given.every(isStaffRole)) throw new Error(`--role takes one or more of: ${STAFF_ROLES.join(', ')}, comma-separated\n${USAGE}`);
  return orderedRoles(given);
}

function emailFrom(value: string | undefined): string {
  if (!value || !isEmailAddress(value)) throw new Error(`an e-mail address is needed\n${USAGE}`);
  return value.trim();
}

const announce = (email: string, roles: readonly StaffRole[], password: string) =>
  console.log(`${roles.join(' and ')} account ${email}\none-time password: ${password}\n(it must be changed at the first login)`);

async function main(args: string[]): Promise<void> {
  const config = configFromEnv();
  const db = openDatabase(config.databasePath);
  const staff = new Staff(db).accounts;
  try {
    const [command, value] = args;
    if (command === 'list') {
      const users = staff.listUsers();
      if (users.length === 0) console.log('no staff accounts');
      for (const user of users) {
        const notes = [user.mustChangePassword ? '(one-time password not yet changed)' : '', user.disabled ? '(disabled)' : ''].filter(Boolean);
        console.log([user.email, user.roles.join(','), ...notes].join('\t'));
      }
    } else if (command === 'add' || command === 'first-owner') {
      const email = emailFrom(value);
      const roles: StaffRole[] = command === 'add' ? rolesFrom(args) : ['owner'];
      if (command === 'first-owner' && staff.countUsers() > 0) {
        // Accounts made before there were owners: someone must be named one to manage the staff.
        if (staff.activeOwners() === 0) console.log(`No account is the owner yet: npm run admin:user -- roles <email> --role owner`);
        return;
      }
      if (staff.loginRecord(email)) throw new Error(`${email} already has an account (reset its password with: reset ${email})`);
      const password = oneTimePassword();
      staff.addUser(email, roles, await hashPassword(password));
      announce(email, roles, password);
    } else if (command === 'roles') {
      const email = emailFrom(value);
      const record = staff.loginRecord(email);
      if (!record) throw new Error(`no account ${email}`);
      staff.setRoles(record.user.id, rolesFrom(args));
      console.log(`${record.user.email}: ${staff.user(record.user.id)?.roles.join(', ')}`);
    } else if (command === 'reset') {
      const email = emailFrom(value);
      const password = oneTimePassword();
      const user = staff.resetPassword(email, await hashPassword(password));
      if (!user) throw new Error(`no account ${email}`);
      // Whoever made the failed logins, the owner may now try the new password from anywhere.
      new LoginThrottle(db).forget(email);
      announce(user.email, user.roles, password);
    } else if (command === 'remove') {
      const email = emailFrom(value);
      if (!staff.removeUser(email)) throw new Error(`no account ${email}`);
      console.log(`removed ${email}`);
    } else {
      throw new Error(USAGE);
    }
  } finally {
    db.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

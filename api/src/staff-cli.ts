/**
 * `npm run admin:user -- <command>`: staff accounts of the web admin, in the API's database.
 *   add <email> --role editor|recruiter   creates an account and prints its one-time password
 *   reset <email>                         a new one-time password; the account's sessions and login waits end
 *   remove <email>
 *   list
 *   first-editor <email>                  creates an editor only when there is no account yet
 * An account must replace its one-time password at its first login.
 */
import { isEmailAddress } from '../../src/lib/form-rules';
import { configFromEnv } from './config';
import { openDatabase } from './db/connection';
import { LoginThrottle } from './staff/login-throttle';
import { hashPassword, oneTimePassword } from './staff/passwords';
import { STAFF_ROLES, StaffRepository, type StaffRole } from './staff/staff-repository';
import { isOneOf } from '../../src/lib/one-of';

const USAGE = 'usage: npm run admin:user -- add <email> --role editor|recruiter | reset <email> | remove <email> | list | first-editor <email>';

function roleFrom(args: string[]): StaffRole {
  const index = args.indexOf('--role');
  const role = index >= 0 ? args[index + 1] : undefined;
  if (!isOneOf(STAFF_ROLES, role)) throw new Error(`--role must be one of: ${STAFF_ROLES.join(', ')}\n${USAGE}`);
  return role;
}

function emailFrom(value: string | undefined): string {
  if (!value || !isEmailAddress(value)) throw new Error(`an e-mail address is needed\n${USAGE}`);
  return value.trim();
}

const announce = (email: string, role: string, password: string) =>
  console.log(`${role} account ${email}\none-time password: ${password}\n(it must be changed at the first login)`);

async function main(args: string[]): Promise<void> {
  const config = configFromEnv();
  const db = openDatabase(config.databasePath);
  const staff = new StaffRepository(db);
  try {
    const [command, value] = args;
    if (command === 'list') {
      const users = staff.listUsers();
      if (users.length === 0) console.log('no staff accounts');
      for (const user of users) console.log(`${user.email}\t${user.role}${user.mustChangePassword ? '\t(one-time password not yet changed)' : ''}`);
    } else if (command === 'add' || command === 'first-editor') {
      const email = emailFrom(value);
      const role = command === 'add' ? roleFrom(args) : 'editor';
      if (command === 'first-editor' && staff.countUsers() > 0) return;
      if (staff.loginRecord(email)) throw new Error(`${email} already has an account (reset its password with: reset ${email})`);
      const password = oneTimePassword();
      staff.addUser(email, role, await hashPassword(password));
      announce(email, role, password);
    } else if (command === 'reset') {
      const email = emailFrom(value);
      const password = oneTimePassword();
      const user = staff.resetPassword(email, await hashPassword(password));
      if (!user) throw new Error(`no account ${email}`);
      // Whoever made the failed logins, the owner may now try the new password from anywhere.
      new LoginThrottle(db).forget(email);
      announce(user.email, user.role, password);
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

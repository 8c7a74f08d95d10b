/**
 * The staff admin. Which resources a role sees comes from the role table the API enforces
 * (src/lib/contract/admin-resources.ts): editors the content, its media and deploys; recruiters
 * applications, messages, the mail queue and data requests; both the audit trail. Hiding a menu
 * entry is for clarity, not for security.
 */
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { resourcesOf, roleMayUse, STAFF_ROLES, type AdminResource, type StaffRole } from '../../src/lib/contract/admin-resources';
import { authProvider } from './auth-provider';
import { DashboardEntry } from './components/dashboard-entry';
import { loadedOnOpen } from './components/loaded-on-open';
import { PasswordForm } from './components/password-form';
import { StaffLogin } from './components/staff-login';
import { dataProvider } from './data-provider';
import { i18nProvider } from './i18n-provider';
import { StaffLayout } from './layout';
import { staffTheme } from './theme';
import { applications } from './resources/applications';
import { audit } from './resources/audit';
import { blog } from './resources/blog';
import { candidates } from './resources/candidates';
import { deploys } from './resources/deploys';
import { mail } from './resources/mail';
import { media } from './resources/media';
import { messages as contactMessages } from './resources/messages';
import type { ResourceConfig } from './resources/resource-config';
import { testimonials } from './resources/testimonials';

/** The pages of each resource that has its own in the menu (uploads, the session and data requests have none). */
const RESOURCE_PAGES: Partial<Record<AdminResource, ResourceConfig>> = {
  blog,
  testimonials,
  candidates,
  media,
  deploys,
  applications,
  messages: contactMessages,
  mail,
  audit,
};

const PersonalDataPage = loadedOnOpen(() => import('./pages/personal-data').then((page) => page.PersonalDataPage));

const isStaffRole = (role: unknown): role is StaffRole => STAFF_ROLES.some((known) => known === role);

export function App() {
  return (
    <Admin
      disableTelemetry
      theme={staffTheme}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={StaffLayout}
      loginPage={StaffLogin}
      dashboard={DashboardEntry}
      requireAuth
      title="Staff admin"
    >
      {(role: unknown) => {
        if (!isStaffRole(role)) return [];
        return [
          ...resourcesOf(role).flatMap((name) => {
            const pages = RESOURCE_PAGES[name];
            return pages ? [<Resource key={name} name={name} {...pages} />] : [];
          }),
          <CustomRoutes key="pages">
            <Route path="/password" element={<PasswordForm required={false} />} />
            {roleMayUse(role, 'personal-data') && <Route path="/personal-data" element={<PersonalDataPage />} />}
          </CustomRoutes>,
        ];
      }}
    </Admin>
  );
}

// The entry (main.tsx) loads the admin with React.lazy, once someone has signed in.
export default App;

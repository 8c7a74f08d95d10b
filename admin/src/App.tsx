/**
 * The staff admin. Which resources an account sees comes from the role table the API enforces
 * (shared/contract/admin-resources.ts): editors the content, its media and deploys; recruiters
 * applications, messages, booked consultations and their availability, the mail queue and data requests; the owner all of it and the staff
 * page; everyone the audit trail. Hiding a menu entry is for clarity, not for security.
 */
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { isStaffRole, resourcesOf, rolesMayUse, type AdminResource, type StaffRole } from '@efe/shared/contract/admin-resources';
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
import { consultations } from './resources/consultations';
import { engagements } from './resources/engagements';
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
  consultations,
  engagements,
  mail,
  audit,
};

const PersonalDataPage = loadedOnOpen(() => import('./pages/personal-data').then((page) => page.PersonalDataPage));

const AvailabilityPage = loadedOnOpen(() => import('./pages/availability').then((page) => page.AvailabilityPage));

const EngagementBoard = loadedOnOpen(() => import('./pages/engagement-board').then((page) => page.EngagementBoard));

const StaffPage = loadedOnOpen(() => import('./pages/staff').then((page) => page.StaffPage));

/** react-admin hands the permissions on as `unknown`: the session's roles (auth-provider). */
const rolesIn = (permissions: unknown): StaffRole[] => (Array.isArray(permissions) ? permissions.filter(isStaffRole) : []);

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
      {(permissions: unknown) => {
        const roles = rolesIn(permissions);
        if (roles.length === 0) return [];
        return [
          ...resourcesOf(roles).flatMap((name) => {
            const pages = RESOURCE_PAGES[name];
            return pages ? [<Resource key={name} name={name} {...pages} />] : [];
          }),
          <CustomRoutes key="pages">
            <Route path="/password" element={<PasswordForm required={false} />} />
            {rolesMayUse(roles, 'personal-data') && <Route path="/personal-data" element={<PersonalDataPage />} />}
            {rolesMayUse(roles, 'availability') && <Route path="/availability" element={<AvailabilityPage />} />}
            {rolesMayUse(roles, 'engagements') && <Route path="/engagement-board" element={<EngagementBoard />} />}
            {rolesMayUse(roles, 'staff') && <Route path="/staff" element={<StaffPage />} />}
          </CustomRoutes>,
        ];
      }}
    </Admin>
  );
}

// The entry (main.tsx) loads the admin with React.lazy, once someone has signed in.
export default App;

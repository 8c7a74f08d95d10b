/**
 * The staff admin. Which resources a role sees comes from the role table the API enforces
 * (src/lib/contract/admin-resources.ts): editors the content, its media and deploys; recruiters
 * applications, messages, the mail queue and data requests; both the audit trail. Hiding a menu
 * entry is for clarity, not for security.
 */
import ArticleIcon from '@mui/icons-material/Article';
import BadgeIcon from '@mui/icons-material/Badge';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import HistoryIcon from '@mui/icons-material/History';
import InboxIcon from '@mui/icons-material/Inbox';
import MailIcon from '@mui/icons-material/Mail';
import OutboxIcon from '@mui/icons-material/Outbox';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import PublishIcon from '@mui/icons-material/Publish';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, type ResourceProps } from 'react-admin';
import { resourcesOf, roleMayUse, STAFF_ROLES, type AdminResource, type StaffRole } from '../../src/lib/contract/admin-resources';
import { authProvider } from './auth-provider';
import { DashboardEntry } from './components/dashboard-entry';
import { PasswordForm } from './components/password-form';
import { StaffLogin } from './components/staff-login';
import { dataProvider } from './data-provider';
import { StaffLayout } from './layout';
import { staffTheme } from './theme';
import { ApplicationList, ApplicationShow } from './resources/applications';
import { AuditList } from './resources/audit';
import { CandidateCreate, CandidateEdit, CandidateList } from './resources/candidates';
import { DeployList } from './resources/deploys';
import { MailList } from './resources/mail';
import { MediaList, MediaShow } from './resources/media';
import { PersonalDataPage } from './resources/personal-data';
import { MessageList, MessageShow } from './resources/messages';
import { PostCreate, PostEdit, PostList } from './resources/posts';
import { TestimonialCreate, TestimonialEdit, TestimonialList } from './resources/testimonials';

// Measured from Save to the built page (README, Two commands): 22 s on the test machine, 190 s on a newcomer's.
const PUBLISHED = 'The public site shows it once it is rebuilt, within about 3 minutes: Deploys says when it is live.';

// Staff log in with their e-mail address; a saved change says when visitors will see it.
const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    auth: { ...englishMessages.ra.auth, username: 'E-mail' },
    notification: {
      ...englishMessages.ra.notification,
      created: `Saved. ${PUBLISHED}`,
      updated: `Saved. ${PUBLISHED}`,
      deleted: 'Deleted.',
    },
  },
  resources: {
    blog: { name: 'Blog post |||| Blog posts' },
    testimonials: { name: 'Testimonial |||| Testimonials' },
    candidates: { name: 'Candidate |||| Candidates' },
    deploys: { name: 'Deploy |||| Deploys' },
    applications: { name: 'Application |||| Applications' },
    messages: { name: 'Contact message |||| Contact messages' },
    media: { name: 'Uploaded file |||| Media' },
    mail: { name: 'Mail |||| Mail queue' },
    audit: { name: 'Audit entry |||| Audit trail' },
  },
};
const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

/** The pages of each resource that has its own in the menu (uploads, the session and data requests have none). */
const RESOURCE_PAGES: Partial<Record<AdminResource, Omit<ResourceProps, 'name'>>> = {
  blog: { icon: ArticleIcon, list: PostList, edit: PostEdit, create: PostCreate, recordRepresentation: 'slug' },
  testimonials: { icon: FormatQuoteIcon, list: TestimonialList, edit: TestimonialEdit, create: TestimonialCreate },
  candidates: {
    icon: BadgeIcon,
    list: CandidateList,
    edit: CandidateEdit,
    create: CandidateCreate,
    recordRepresentation: (record) => `${record.first_name} ${record.last_name}`,
  },
  media: { icon: PermMediaIcon, list: MediaList, show: MediaShow, recordRepresentation: 'file' },
  deploys: { icon: PublishIcon, list: DeployList },
  applications: { icon: InboxIcon, list: ApplicationList, show: ApplicationShow, recordRepresentation: 'name' },
  messages: { icon: MailIcon, list: MessageList, show: MessageShow, recordRepresentation: 'full_name' },
  mail: { icon: OutboxIcon, list: MailList },
  audit: { icon: HistoryIcon, list: AuditList },
};

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

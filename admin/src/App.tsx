/**
 * The staff admin. Editors see content and deploys; recruiters see applications, messages and the
 * mail queue; both see the audit trail. The API enforces the same split (api/src/admin/auth.ts):
 * hiding a menu entry is for clarity, not for security.
 */
import ArticleIcon from '@mui/icons-material/Article';
import BadgeIcon from '@mui/icons-material/Badge';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import HistoryIcon from '@mui/icons-material/History';
import InboxIcon from '@mui/icons-material/Inbox';
import MailIcon from '@mui/icons-material/Mail';
import OutboxIcon from '@mui/icons-material/Outbox';
import PublishIcon from '@mui/icons-material/Publish';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { authProvider } from './auth-provider';
import { PasswordForm } from './components/password-form';
import { dataProvider } from './data-provider';
import { StaffLayout } from './layout';
import { staffTheme } from './theme';
import { ApplicationList, ApplicationShow } from './resources/applications';
import { AuditList } from './resources/audit';
import { CandidateCreate, CandidateEdit, CandidateList } from './resources/candidates';
import { DeployList } from './resources/deploys';
import { MailList } from './resources/mail';
import { MessageList, MessageShow } from './resources/messages';
import { PostCreate, PostEdit, PostList } from './resources/posts';
import { TestimonialCreate, TestimonialEdit, TestimonialList } from './resources/testimonials';

const PUBLISHED = 'The public site shows it after its rebuild, in about a minute (see Deploys).';

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
    mail: { name: 'Mail |||| Mail queue' },
    audit: { name: 'Audit entry |||| Audit trail' },
  },
};
const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

const editorResources = [
  <Resource key="blog" name="blog" icon={ArticleIcon} list={PostList} edit={PostEdit} create={PostCreate} recordRepresentation="slug" />,
  <Resource key="testimonials" name="testimonials" icon={FormatQuoteIcon} list={TestimonialList} edit={TestimonialEdit} create={TestimonialCreate} />,
  <Resource key="candidates" name="candidates" icon={BadgeIcon} list={CandidateList} edit={CandidateEdit} create={CandidateCreate} recordRepresentation={(record) => `${record.first_name} ${record.last_name}`} />,
  <Resource key="deploys" name="deploys" icon={PublishIcon} list={DeployList} />,
];

const recruiterResources = [
  <Resource key="applications" name="applications" icon={InboxIcon} list={ApplicationList} show={ApplicationShow} recordRepresentation="name" />,
  <Resource key="messages" name="messages" icon={MailIcon} list={MessageList} show={MessageShow} recordRepresentation="full_name" />,
  <Resource key="mail" name="mail" icon={OutboxIcon} list={MailList} />,
];

export function App() {
  return (
    <Admin disableTelemetry theme={staffTheme} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} layout={StaffLayout} requireAuth title="Staff admin">
      {(role: string | null) => [
        ...(role === 'editor' ? editorResources : role === 'recruiter' ? recruiterResources : []),
        <Resource key="audit" name="audit" icon={HistoryIcon} list={AuditList} />,
        <CustomRoutes key="password">
          <Route path="/password" element={<PasswordForm required={false} />} />
        </CustomRoutes>,
      ]}
    </Admin>
  );
}

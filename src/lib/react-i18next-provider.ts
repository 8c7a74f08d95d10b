/** The one name gatsby-plugin-react-i18next's page wrapper takes from react-i18next (see gatsby-node.ts). */
export { I18nextProvider } from 'react-i18next';

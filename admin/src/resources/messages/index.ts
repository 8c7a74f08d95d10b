import MailIcon from '@mui/icons-material/Mail';
import type { ResourceConfig } from '../resource-config';
import { MessageList, MessageShow } from './messages';

export const messages: ResourceConfig = { icon: MailIcon, list: MessageList, show: MessageShow, recordRepresentation: 'full_name' };

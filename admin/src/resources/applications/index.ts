import InboxIcon from '@mui/icons-material/Inbox';
import type { ResourceConfig } from '../resource-config';
import { ApplicationList, ApplicationShow } from './applications';

export const applications: ResourceConfig = { icon: InboxIcon, list: ApplicationList, show: ApplicationShow, recordRepresentation: 'name' };

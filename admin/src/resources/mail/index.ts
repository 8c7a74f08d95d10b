import OutboxIcon from '@mui/icons-material/Outbox';
import type { ResourceConfig } from '../resource-config';
import { MailList } from './mail';

export const mail: ResourceConfig = { icon: OutboxIcon, list: MailList };

import HistoryIcon from '@mui/icons-material/History';
import type { ResourceConfig } from '../resource-config';
import { AuditList } from './audit';

export const audit: ResourceConfig = { icon: HistoryIcon, list: AuditList };

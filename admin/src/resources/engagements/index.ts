import WorkIcon from '@mui/icons-material/Work';
import type { ResourceConfig } from '../resource-config';
import { EngagementCreate, EngagementList, EngagementShow } from './engagements';

export const engagements: ResourceConfig = { icon: WorkIcon, list: EngagementList, show: EngagementShow, create: EngagementCreate, recordRepresentation: 'family_name' };

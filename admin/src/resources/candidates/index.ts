import BadgeIcon from '@mui/icons-material/Badge';
import type { ResourceConfig } from '../resource-config';
import { CandidateCreate, CandidateEdit, CandidateList } from './candidates';

export const candidates: ResourceConfig = {
  icon: BadgeIcon,
  list: CandidateList,
  edit: CandidateEdit,
  create: CandidateCreate,
  recordRepresentation: (record) => `${record.first_name} ${record.last_name}`,
};

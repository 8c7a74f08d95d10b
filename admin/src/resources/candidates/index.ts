import BadgeIcon from '@mui/icons-material/Badge';
import { editorLoadedOnOpen, type ResourceConfig } from '../resource-config';
import { CandidateList } from './list';

export const candidates: ResourceConfig = {
  icon: BadgeIcon,
  list: CandidateList,
  ...editorLoadedOnOpen(() => import('./form')),
  recordRepresentation: (record) => `${record.first_name} ${record.last_name}`,
};

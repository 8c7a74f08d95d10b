import EventIcon from '@mui/icons-material/Event';
import type { ResourceConfig } from '../resource-config';
import { ConsultationList, ConsultationShow } from './consultations';

export const consultations: ResourceConfig = { icon: EventIcon, list: ConsultationList, show: ConsultationShow, recordRepresentation: 'full_name' };

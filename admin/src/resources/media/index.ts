import PermMediaIcon from '@mui/icons-material/PermMedia';
import type { ResourceConfig } from '../resource-config';
import { MediaList, MediaShow } from './media';

export const media: ResourceConfig = { icon: PermMediaIcon, list: MediaList, show: MediaShow, recordRepresentation: 'file' };

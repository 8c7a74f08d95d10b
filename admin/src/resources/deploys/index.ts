import PublishIcon from '@mui/icons-material/Publish';
import type { ResourceConfig } from '../resource-config';
import { DeployList } from './deploys';

export const deploys: ResourceConfig = { icon: PublishIcon, list: DeployList };

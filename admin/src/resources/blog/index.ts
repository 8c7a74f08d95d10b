import ArticleIcon from '@mui/icons-material/Article';
import type { ResourceConfig } from '../resource-config';
import { PostCreate, PostEdit, PostList } from './posts';

export const blog: ResourceConfig = { icon: ArticleIcon, list: PostList, edit: PostEdit, create: PostCreate, recordRepresentation: 'slug' };

import ArticleIcon from '@mui/icons-material/Article';
import { editorLoadedOnOpen, type ResourceConfig } from '../resource-config';
import { PostList } from './list';
import { postTitle } from '../../lib/post-title';

export const blog: ResourceConfig = { icon: ArticleIcon, list: PostList, ...editorLoadedOnOpen(() => import('./form')), recordRepresentation: postTitle };

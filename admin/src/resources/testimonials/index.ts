import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { editorLoadedOnOpen, type ResourceConfig } from '../resource-config';
import { TestimonialList } from './list';

export const testimonials: ResourceConfig = { icon: FormatQuoteIcon, list: TestimonialList, ...editorLoadedOnOpen(() => import('./form')) };

import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import type { ResourceConfig } from '../resource-config';
import { TestimonialCreate, TestimonialEdit, TestimonialList } from './testimonials';

export const testimonials: ResourceConfig = { icon: FormatQuoteIcon, list: TestimonialList, edit: TestimonialEdit, create: TestimonialCreate };

import type { ResourceProps } from 'react-admin';

/** A resource's menu icon, pages and how a record is named elsewhere: its folder's index. */
export type ResourceConfig = Omit<ResourceProps, 'name'>;

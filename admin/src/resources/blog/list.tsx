/** The blog posts' list: the newest first, searchable; a row opens its editor. */
import { Datagrid, FunctionField, List, SearchInput, TextField } from 'react-admin';
import type { BlogPostRecord } from '@efe/shared/contract/blog-post';
import { LANGUAGES } from '@efe/shared/constants';
import { PhoneOrTable } from '../../components/phone-or-table';
import { Thumbnail } from '../../components/thumbnail';
import { officeDate } from '../../lib/dates';
import { StaffDateField } from '../../components/staff-date-field';

const languagesOf = (record: { translations?: Record<string, unknown> }) =>
  LANGUAGES.filter((language) => record.translations?.[language]).join(' · ');

export function PostList() {
  return (
    <List sort={{ field: 'published_at', order: 'DESC' }} filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search posts" />]}>
      <PhoneOrTable<BlogPostRecord>
        empty="No post yet: Create adds the first."
        rowClick="edit"
        primary={(post) => post.translations?.en?.title ?? post.slug}
        secondary={(post) => `${officeDate(post.published_at)} · ${languagesOf(post)}`}
        table={
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            <FunctionField label="Picture" render={() => <Thumbnail source="image_url" width={96} height={54} emptyLabel="No picture" />} sortable={false} />
            <TextField source="translations.en.title" label="Title (English)" />
            <TextField source="slug" />
            <FunctionField label="Languages" render={languagesOf} sortable={false} />
            <StaffDateField source="published_at" label="Published" />
          </Datagrid>
        }
      />
    </List>
  );
}

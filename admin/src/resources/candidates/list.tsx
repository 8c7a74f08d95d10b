/** The candidates, in the order of their position, drafts marked; a row opens the editor. */
import { Datagrid, FunctionField, List, NumberField, SearchInput, TextArrayField, TextField } from 'react-admin';
import { PhoneOrTable } from '../../components/phone-or-table';
import { Thumbnail } from '../../components/thumbnail';

export function CandidateList() {
  return (
    <List sort={{ field: 'position', order: 'ASC' }} filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search candidates" />]}>
      <PhoneOrTable<{ id: number; first_name: string; last_name: string; roles: string[] | null; published: boolean }>
        empty="No candidate yet: Create adds the first."
        rowClick="edit"
        primary={(candidate) => `${candidate.first_name} ${candidate.last_name}`}
        secondary={(candidate) => `${candidate.published ? '' : 'Draft · '}${(candidate.roles ?? []).join(', ')}`}
        table={
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            <NumberField source="position" />
            <FunctionField label="Photo" render={() => <Thumbnail source="image_url" width={48} height={48} round emptyLabel="No photo" />} sortable={false} />
            <TextField source="first_name" />
            <TextField source="last_name" />
            <TextArrayField source="roles" sortable={false} />
            <NumberField source="rating" />
            <FunctionField<{ published: boolean }> label="On the site" render={(candidate) => (candidate.published ? 'Shown' : 'Draft')} sortable={false} />
          </Datagrid>
        }
      />
    </List>
  );
}

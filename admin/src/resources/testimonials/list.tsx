/** Testimonials on the home page's slider, in the order of their position; a row opens the editor. */
import { Datagrid, FunctionField, List, NumberField, TextField } from 'react-admin';
import { excerpt, htmlToText } from '@efe/shared/text';
import type { TestimonialRecord } from '@efe/shared/contract/testimonial';
import { PhoneOrTable } from '../../components/phone-or-table';

/** The testimonial is HTML (the site sanitizes it); the list shows what a visitor reads. */
const englishText = (row: TestimonialRecord) => htmlToText(row.translations.en?.testimonial);
/** On a phone, where nothing clamps the lines: the first words. */
const PHONE_EXCERPT_WORDS = 20;

export function TestimonialList() {
  return (
    <List sort={{ field: 'position', order: 'ASC' }}>
      <PhoneOrTable<TestimonialRecord>
        empty="No testimonial yet: Create adds the first."
        rowClick="edit"
        primary={(row) => row.translations.en?.name ?? ''}
        secondary={(row) => excerpt(row.translations.en?.testimonial, PHONE_EXCERPT_WORDS)}
        tertiary={(row) => `#${row.position}`}
        table={
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            <NumberField source="position" />
            <TextField source="translations.en.name" label="Name (English)" />
            <FunctionField<TestimonialRecord>
              label="Testimonial (English)"
              render={englishText}
              sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            />
          </Datagrid>
        }
      />
    </List>
  );
}

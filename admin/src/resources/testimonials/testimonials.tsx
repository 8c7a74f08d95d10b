/** Testimonials on the home page's slider, in the order of their position. */
import { Create, Datagrid, Edit, FunctionField, List, NumberField, NumberInput, TabbedForm, TextField } from 'react-admin';
import { LANGUAGES, type Language } from '../../../../src/lib/constants';
import { excerpt, htmlToText } from '../../../../src/lib/text';
import type { TestimonialRecord } from '../../../../src/lib/contract/testimonial';
import { LanguageRichTextInput, LanguageTextInput, languageTab, requiredIn } from '../../components/language-tab';
import { ContentForm } from '../../components/content-form';
import { PhoneOrTable } from '../../components/phone-or-table';

/** The testimonial is HTML (the site sanitizes it); the list shows what a visitor reads. */
const englishText = (row: TestimonialRecord) => htmlToText(row.translations.en?.testimonial);
/** On a phone, where nothing clamps the lines: the first words. */
const PHONE_EXCERPT_WORDS = 20;

export function TestimonialList() {
  return (
    <List sort={{ field: 'position', order: 'ASC' }}>
      <PhoneOrTable<TestimonialRecord>
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

function translationTab(language: Language) {
  return (
    <TabbedForm.Tab key={language} {...languageTab(language)}>
      <LanguageTextInput source={`translations.${language}.name`} label="Name" language={language} validate={requiredIn(language)} />
      <LanguageRichTextInput source={`translations.${language}.testimonial`} label="Testimonial" language={language} validate={requiredIn(language)} />
    </TabbedForm.Tab>
  );
}

function TestimonialForm() {
  return (
    <ContentForm>
      <TabbedForm.Tab label="Order">
        <NumberInput source="position" min={0} step={1} helperText="Lower numbers come first in the slider. Left empty on a new testimonial: last." />
      </TabbedForm.Tab>
      {LANGUAGES.map(translationTab)}
    </ContentForm>
  );
}


export function TestimonialEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<span>Testimonial</span>}>
      <TestimonialForm />
    </Edit>
  );
}

export function TestimonialCreate() {
  return (
    <Create redirect="list">
      <TestimonialForm />
    </Create>
  );
}

/** Testimonials on the home page's slider, in the order of their position. */
import { Create, Datagrid, Edit, List, NumberField, NumberInput, TabbedForm, TextField } from 'react-admin';
import { LANGUAGES, type Language } from '../../../src/lib/constants';
import { LanguageTextInput, languageTab, requiredIn } from '../components/language-tab';
import { ContentForm } from '../components/content-form';

export function TestimonialList() {
  return (
    <List sort={{ field: 'position', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="position" />
        <TextField source="translations.en.name" label="Name (English)" />
        <TextField source="translations.en.testimonial" label="Testimonial (English)" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }} />
      </Datagrid>
    </List>
  );
}

function translationTab(language: Language) {
  return (
    <TabbedForm.Tab key={language} {...languageTab(language)}>
      <LanguageTextInput source={`translations.${language}.name`} label="Name" language={language} validate={requiredIn(language)} />
      <LanguageTextInput source={`translations.${language}.testimonial`} label="Testimonial" language={language} multiline validate={requiredIn(language)} />
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

/** A testimonial's editor, a tab per language. Loaded when first opened: it brings the rich-text editor. */
import { Create, Edit, NumberInput, TabbedForm } from 'react-admin';
import type { EditorPages } from '../resource-config';
import { LANGUAGES, type Language } from '@efe/shared/constants';
import { LanguageRichTextInput, LanguageTextInput, languageTab, requiredIn } from '../../components/language-tab';
import { ContentForm } from '../../components/content-form';

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

function TestimonialEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<span>Testimonial</span>}>
      <TestimonialForm />
    </Edit>
  );
}

function TestimonialCreate() {
  return (
    <Create redirect="list">
      <TestimonialForm />
    </Create>
  );
}

export const editorPages: EditorPages = { edit: TestimonialEdit, create: TestimonialCreate };

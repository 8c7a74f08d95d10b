/**
 * A blog post's editor: English required, Arabic and Russian in their own tabs, a picture, a unique
 * slug. Loaded when first opened: it brings the rich-text editor.
 */
import { Create, DeleteButton, Edit, ListButton, TabbedForm, TextInput, TopToolbar, regex, required, useUnique } from 'react-admin';
import { SLUG_PATTERN } from '@efe/shared/contract/schema-parts';
import type { EditorPages } from '../resource-config';
import { LANGUAGES, type Language } from '@efe/shared/constants';
import { LanguageRichTextInput, LanguageTextInput, languageTab, requiredIn } from '../../components/language-tab';
import { ContentForm } from '../../components/content-form';
import { PictureInput } from '../../components/media-inputs';
import { ViewOnSite } from '../../components/view-on-site';
import { StaffDateTimeInput } from '../../components/staff-date-inputs';

// The API's own rule, said in words an editor can act on.
const SLUG_RULE = regex(new RegExp(SLUG_PATTERN), 'Use lower-case letters, digits and single hyphens, e.g. choosing-a-nanny');

/** A function, not a component: TabbedForm reads its tabs' own props (label, path). */
function translationTab(language: Language) {
  const at = (field: string) => `translations.${language}.${field}`;
  return (
    <TabbedForm.Tab key={language} {...languageTab(language)}>
      <LanguageTextInput source={at('title')} label="Title" language={language} validate={requiredIn(language)} />
      <LanguageRichTextInput source={at('content')} label="Text" language={language} validate={requiredIn(language)} />
      <LanguageTextInput source={at('category')} label="Category" language={language} />
      <LanguageTextInput source={at('author')} label="Author" language={language} />
      <LanguageTextInput
        source={at('meta_description')}
        label="Search engine description"
        language={language}
        multiline
        helperText="One or two sentences shown under the title in search results. Left empty, the start of the text is used."
      />
    </TabbedForm.Tab>
  );
}

function PostForm() {
  const unique = useUnique({ message: 'Another post already has this slug' });
  return (
    <ContentForm>
      <TabbedForm.Tab label="Post">
        <TextInput
          source="slug"
          validate={[required(), SLUG_RULE, unique()]}
          helperText="The post's address: /blogs/<slug>. Changing it later breaks links to the old address."
          fullWidth
        />
        <PictureInput source="picture" label="Picture" />
        <StaffDateTimeInput source="published_at" label="Published" helperText="Left empty: now" />
      </TabbedForm.Tab>
      {LANGUAGES.map(translationTab)}
    </ContentForm>
  );
}

function PostActions() {
  return (
    <TopToolbar>
      <ViewOnSite />
      <ListButton />
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  );
}

function PostEdit() {
  return (
    <Edit actions={<PostActions />} mutationMode="pessimistic">
      <PostForm />
    </Edit>
  );
}

function PostCreate() {
  return (
    <Create redirect="edit">
      <PostForm />
    </Create>
  );
}

export const editorPages: EditorPages = { edit: PostEdit, create: PostCreate };

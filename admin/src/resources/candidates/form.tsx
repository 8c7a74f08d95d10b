/**
 * A candidate's editor: photo, CV, roles, languages, rating, descriptions in three languages.
 * Loaded when first opened: it brings the file pickers.
 */
import { BooleanInput, Create, Edit, NumberInput, SelectInput, TabbedForm, TextArrayInput, TextInput, required, useNotify, useRedirect } from 'react-admin';
import { ConsentPanel } from './consent-panel';
import { savedNotice } from '../../lib/saved-notice';
import type { EditorPages } from '../resource-config';
import { LANGUAGES, MAX_CANDIDATE_RATING, type Language } from '@efe/shared/constants';
import { LanguageTextInput, languageTab } from '../../components/language-tab';
import { ContentForm } from '../../components/content-form';
import { PdfInput, PictureInput } from '../../components/media-inputs';

const RATINGS = Array.from({ length: MAX_CANDIDATE_RATING }, (_, index) => ({ id: index + 1, name: '★'.repeat(index + 1) }));

function descriptionTab(language: Language) {
  return (
    <TabbedForm.Tab key={language} {...languageTab(language)}>
      <LanguageTextInput source={`descriptions.${language}`} label="Description" language={language} multiline />
    </TabbedForm.Tab>
  );
}

function CandidateForm() {
  return (
    <ContentForm>
      <TabbedForm.Tab label="Profile">
        <ConsentPanel />
        <BooleanInput source="published" label="Published: shown on the site" helperText="Off: a draft only the staff see." defaultValue />
        <TextInput source="first_name" validate={required()} />
        <TextInput source="last_name" validate={required()} />
        <TextArrayInput source="roles" helperText="Press Enter after each role, e.g. Nanny" />
        <TextArrayInput source="language" label="Languages" helperText="Press Enter after each language, e.g. English" />
        <SelectInput source="rating" choices={RATINGS} emptyText="No rating" />
        <TextInput source="experience_with_ages" label="Experience with ages" helperText="e.g. 0-2, 3-5" />
        <TextInput source="country" label="Nationality" />
        <NumberInput source="position" min={0} step={1} helperText="Lower numbers come first on the candidates page. Left empty on a new candidate: last." />
        <PictureInput source="picture" label="Photo" />
        <PdfInput source="cv" label="CV" />
      </TabbedForm.Tab>
      {LANGUAGES.map(descriptionTab)}
    </ContentForm>
  );
}

/** Saved: to the list, as react-admin goes, saying whether the site shows her (a draft it does not). */
function useSaved() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (saved: { published?: unknown }, before?: { published?: unknown }) => {
    notify(savedNotice(saved, before), { type: 'info' });
    redirect('list', 'candidates');
  };
}

function CandidateEdit() {
  const saved = useSaved();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess: (candidate, { previousData }) => saved(candidate, previousData) }}>
      <CandidateForm />
    </Edit>
  );
}

function CandidateCreate() {
  const saved = useSaved();
  return (
    <Create mutationOptions={{ onSuccess: (candidate) => saved(candidate) }}>
      <CandidateForm />
    </Create>
  );
}

export const editorPages: EditorPages = { edit: CandidateEdit, create: CandidateCreate };

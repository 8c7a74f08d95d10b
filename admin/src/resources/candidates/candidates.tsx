/** Candidates shown to families: photo, CV, roles, languages, rating, descriptions in three languages. */
import {
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SelectInput,
  TabbedForm,
  TextArrayField,
  TextArrayInput,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { LANGUAGES, MAX_CANDIDATE_RATING, type Language } from '../../../../src/lib/constants';
import { LanguageTextInput, languageTab } from '../../components/language-tab';
import { ContentForm } from '../../components/content-form';
import { PdfInput, PictureInput } from '../../components/media-inputs';
import { PhoneOrTable } from '../../components/phone-or-table';
import { Thumbnail } from '../../components/thumbnail';

const RATINGS = Array.from({ length: MAX_CANDIDATE_RATING }, (_, index) => ({ id: index + 1, name: '★'.repeat(index + 1) }));

export function CandidateList() {
  return (
    <List sort={{ field: 'position', order: 'ASC' }} filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search candidates" />]}>
      <PhoneOrTable<{ id: number; first_name: string; last_name: string; roles: string[] | null }>
        rowClick="edit"
        primary={(candidate) => `${candidate.first_name} ${candidate.last_name}`}
        secondary={(candidate) => (candidate.roles ?? []).join(', ')}
        table={
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            <NumberField source="position" />
            <FunctionField label="Photo" render={() => <Thumbnail source="image_url" width={48} height={48} round />} sortable={false} />
            <TextField source="first_name" />
            <TextField source="last_name" />
            <TextArrayField source="roles" sortable={false} />
            <NumberField source="rating" />
          </Datagrid>
        }
      />
    </List>
  );
}

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

export function CandidateEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <CandidateForm />
    </Edit>
  );
}

export function CandidateCreate() {
  return (
    <Create redirect="list">
      <CandidateForm />
    </Create>
  );
}

/**
 * One language's tab of a content form. Arabic inputs are right-to-left (the rich-text editor
 * too), so an editor types and reads Arabic as the site will show it.
 */
import { DefaultEditorOptions, RichTextInput } from 'ra-input-rich-text';
import { TextInput, required, type Validator } from 'react-admin';
import { directionOf } from '@efe/shared/language';
import { ContentToolbar } from './content-toolbar';
import type { Language } from '@efe/shared/constants';
import { LANGUAGE_NAMES } from '../lib/language-names';


/** Props that make a TextInput type in the language's direction. */
export function directionProps(language: Language) {
  const dir = directionOf(language);
  return { slotProps: { htmlInput: { dir, lang: language } } };
}

export function LanguageTextInput(props: { source: string; label: string; language: Language; multiline?: boolean; validate?: Validator[]; helperText?: string }) {
  const { language, ...rest } = props;
  return <TextInput {...rest} fullWidth {...directionProps(language)} />;
}

export function LanguageRichTextInput({ source, label, language, validate }: { source: string; label: string; language: Language; validate?: Validator[] }) {
  const dir = directionOf(language);
  const editorOptions = {
    ...DefaultEditorOptions,
    editorProps: { attributes: { dir, lang: language } },
  };
  return <RichTextInput source={source} label={label} fullWidth editorOptions={editorOptions} validate={validate} toolbar={<ContentToolbar />} />;
}

/** English is what the site falls back to: the only language a record must have. */
export function requiredIn(language: Language) {
  return language === 'en' ? [required()] : undefined;
}

/** A language's tab of a TabbedForm: `<TabbedForm.Tab {...languageTab('ar')}>` (TabbedForm reads its children's props). */
export function languageTab(language: Language) {
  return { label: LANGUAGE_NAMES[language], path: language };
}

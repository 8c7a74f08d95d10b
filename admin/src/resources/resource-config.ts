import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import { loadedOnOpen } from '../components/loaded-on-open';

/** A resource's menu icon, pages and how a record is named elsewhere: its folder's index. */
export type ResourceConfig = Omit<ResourceProps, 'name'>;

/** What a resource's editor module (its form.tsx) exports as `editorPages`. */
export interface EditorPages {
  edit: ComponentType;
  create: ComponentType;
}

/** A resource's edit and create pages, downloaded when one is first opened: they bring the rich-text editor and the file pickers, most of the admin's code. */
export function editorLoadedOnOpen(load: () => Promise<{ editorPages: EditorPages }>): EditorPages {
  return {
    edit: loadedOnOpen(() => load().then((editor) => editor.editorPages.edit)),
    create: loadedOnOpen(() => load().then((editor) => editor.editorPages.create)),
  };
}

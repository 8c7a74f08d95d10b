import { lazy, type ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import { AdminUnavailable } from '../login/admin-unavailable';

/** A resource's menu icon, pages and how a record is named elsewhere: its folder's index. */
export type ResourceConfig = Omit<ResourceProps, 'name'>;

/** What a resource's editor module (its form.tsx) exports as `editorPages`. */
export interface EditorPages {
  edit: ComponentType;
  create: ComponentType;
}

const PageUnavailable = () => <AdminUnavailable part="page" />;

/**
 * A resource's edit and create pages, their code downloaded when one is first opened: the editors
 * bring the rich-text editor and the file pickers, most of the admin's code, which a list does not
 * need. react-admin's layout shows its loading indicator meanwhile; a failed download says so in
 * the page, with a retry.
 */
export function editorLoadedOnOpen(load: () => Promise<{ editorPages: EditorPages }>): EditorPages {
  const page = (name: keyof EditorPages) =>
    lazy<ComponentType>(() =>
      load().then(
        (editor) => ({ default: editor.editorPages[name] }),
        () => ({ default: PageUnavailable }),
      ),
    );
  return { edit: page('edit'), create: page('create') };
}

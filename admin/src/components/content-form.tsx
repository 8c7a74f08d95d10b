/**
 * The content forms (posts, testimonials, candidates): a tab for the item, then one per language.
 * On a phone the four tabs are wider than the screen: they scroll sideways, with arrows, instead of
 * pushing the whole page wider and hiding the Russian tab off the edge. (react-admin's layout is as
 * wide as its content's narrowest fit; inline-size containment keeps the tabs out of that sum.)
 * Leaving a form with unsaved changes (a menu link, Back, closing the tab) asks first: a post is
 * long to write and was lost without a word. What no question can catch (a session that ends
 * while the editor types, a crash) is kept in the browser by the DraftKeeper, which lives in the
 * toolbar because a tabbed form's other children must be tabs.
 */
import { TabbedForm, TabbedFormTabs, Toolbar, type TabbedFormProps } from 'react-admin';
import { DraftKeeper } from './draft-keeper';

export function ContentForm(props: TabbedFormProps) {
  return (
    <TabbedForm
      warnWhenUnsavedChanges
      toolbar={
        <>
          <DraftKeeper />
          <Toolbar />
        </>
      }
      tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile sx={{ contain: 'inline-size' }} />}
      {...props}
    />
  );
}

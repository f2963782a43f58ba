import { useCallback } from 'react';
import { useMatch, useNavigate } from 'react-router-dom';
import { useCreatePath } from 'ra-core';

/** The dialogs a list page can open over itself. */
export type DialogType = 'create' | 'edit' | 'show';

/**
 * What the address asks of the list page (`id` decoded, as react-router's params are). `null`: an
 * address under the list that the page does not serve.
 */
export type DialogMatch = { type: 'list' } | { type: 'create' } | { type: 'edit' | 'show'; id: string };

/**
 * A list page whose create, edit and detail dialogs have react-admin's addresses (`create`,
 * `{id}` for edit, `{id}/show`), as the demo's reviews drawer: the list route matches
 * `<resource>/*`, the page stays mounted and opens the dialog the rest of the address names.
 * `close` goes back to the list's address (browser back does the same), so a payment or a journal
 * entry can link straight to a record's dialog.
 */
export function useDialogRoute(resource: string, dialogs: readonly DialogType[]) {
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const listPath = createPath({ resource, type: 'list' });
  const list = useMatch(listPath);
  const create = useMatch(`${listPath}/create`);
  const show = useMatch(`${listPath}/:id/show`);
  const edit = useMatch(`${listPath}/:id`);
  const close = useCallback(() => navigate(listPath), [navigate, listPath]);
  const offered = (type: DialogType) => dialogs.includes(type);
  let dialog: DialogMatch | null = null;
  if (list) dialog = { type: 'list' };
  else if (create) dialog = offered('create') ? { type: 'create' } : null;
  else if (show?.params.id) dialog = offered('show') ? { type: 'show', id: show.params.id } : null;
  else if (edit?.params.id) dialog = offered('edit') ? { type: 'edit', id: edit.params.id } : null;
  return { dialog, close };
}

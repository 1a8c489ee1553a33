/** The roles in the words the editor shows them with. */
import type { Role } from '../../shared/api';

export const roleNames: Record<Role, string> = { editor: 'Editor', publisher: 'Publisher', owner: 'Owner' };

/** What each role may do, in a line (each role may do what the ones before it may). */
export const roleAbilities: Record<Role, string> = {
  editor: 'edits pages and sends the changes for review',
  publisher: 'also publishes, undoes publishes and reviews the others’ changes',
  owner: 'also invites people, changes their roles and removes them',
};

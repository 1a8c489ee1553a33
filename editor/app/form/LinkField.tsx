/**
 * A link field: the pages to choose from (PageCombobox.tsx, a combobox offering the site's pages by title and
 * path), which also takes any address typed in: https://, tel:, mailto:, a #anchor. Under it, in
 * words, where the link goes, or why the site would refuse it (the schema's own message), so
 * nothing typed is rejected silently.
 *
 * Link fields are the ones the schemas mark as links (schema/linkFields.ts): the same ones the
 * validator checks and a page move carries along.
 */
import type { PageSummary } from '../../shared/api';
import { type LinkKind, linkKind } from '../../../schema/linkFields';
import { useForm, useServices } from './context';
import { describedBy, type FieldProps, FieldFrame, useFieldIds } from './FieldFrame';
import { formatPath } from '../ui/jsonPath';
import { linkStatus, PageCombobox } from '../ui/PageCombobox';

const noPages: readonly PageSummary[] = [];
const placeholders: Record<LinkKind, string> = {
  page: 'A page of this site',
  'page-or-https': 'A page, or https://…',
  any: 'A page, or https://…, tel:…, mailto:…',
};

export function LinkField({ node, value, path, label, required, problems, actions }: FieldProps) {
  const { emit } = useForm();
  const pages = useServices().pages ?? noPages;
  const ids = useFieldIds();
  const statusId = `${ids.control}status`;
  const text = typeof value === 'string' ? value : '';
  const status = problems.length ? undefined : linkStatus(text, pages, node);
  return (
    <FieldFrame ids={ids} label={label} required={required} description={node.description} problems={problems} actions={actions}>
      <PageCombobox
        id={ids.control}
        label={label}
        value={text}
        pages={pages}
        onChange={(next) => emit(path, next === '' && !required ? undefined : next)}
        placeholder={placeholders[linkKind(node) ?? 'any']}
        dataPath={formatPath(path)}
        {...describedBy(ids, node.description, problems, status && statusId)}
      />
      {status && (
        <p id={statusId} className={`text-sm ${status.tone === 'warning' ? 'font-medium text-amber-900' : 'text-slate-700'}`}>
          {status.message}
        </p>
      )}
    </FieldFrame>
  );
}

/**
 * Short feature tags in pills, such as a roof system's "Energy efficient" and "Heat-welded
 * seams": a list of its own, or `inline` spans where they sit inside a link.
 */
import { cx } from './cx';

export function TagList({ tags, inline = false, className, tagClassName }: { tags: string[]; inline?: boolean; className?: string; tagClassName: string }) {
  const [List, Tag] = inline ? (['span', 'span'] as const) : (['ul', 'li'] as const);
  return (
    <List className={cx('flex flex-wrap gap-1.5', className)}>
      {tags.map((tag) => (
        <Tag key={tag} className={cx('rounded-full px-2 py-0.5 text-xs font-semibold', tagClassName)}>
          {tag}
        </Tag>
      ))}
    </List>
  );
}

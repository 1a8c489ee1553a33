/** Shows `text` with the part equal to `highlight` in the accent colour. */
export function HighlightedText({ text, highlight, className = 'text-orange-400' }: { text: string; highlight?: string; className?: string }) {
  const at = highlight ? text.indexOf(highlight) : -1;
  if (!highlight || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className={className}>{highlight}</span>
      {text.slice(at + highlight.length)}
    </>
  );
}

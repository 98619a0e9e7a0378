/** A screen's text while its data loads, announced to screen readers. */
export function Loading({ text }: { text: string }) {
  return (
    <p className="aa-loading" role="status">
      {text}
    </p>
  );
}

/** A figure for the StaticMarkup tests that counts its renders. */
export function countingFigure() {
  const renders = {count: 0};
  function Figure({words}: {readonly words: string}) {
    renders.count += 1;
    return (
      <figure>
        <figcaption>{words}</figcaption>
        <a href="/glossary#ctl">CTL</a>
      </figure>
    );
  }
  return {Figure, renders};
}

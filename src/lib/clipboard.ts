/** Copying text for the visitor. No React. */

/**
 * - 'copied': the text is on the clipboard;
 * - 'selected': it could not be copied, but it is selected on the page, ready for Ctrl+C / ⌘C;
 * - 'failed': neither worked.
 */
export type CopyResult = 'copied' | 'selected' | 'failed';

export interface CopyEnvironment {
  readonly clipboard?: Pick<Clipboard, 'writeText'>;
  readonly document?: Document;
}

function selectContents(element: Element, doc: Document): boolean {
  const selection = doc.getSelection();
  if (!selection) return false;
  const range = doc.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
  return true;
}

/**
 * Copies `text` with the asynchronous Clipboard API. When that is missing or refused (an insecure
 * origin, a denied permission), selects `fallbackElement`'s text and tries the older copy command.
 */
export async function copyText(
  text: string,
  fallbackElement: Element | null,
  env: CopyEnvironment = {clipboard: globalThis.navigator?.clipboard, document: globalThis.document},
): Promise<CopyResult> {
  if (env.clipboard) {
    try {
      await env.clipboard.writeText(text);
      return 'copied';
    } catch {
      // Fall through to the selection fallback.
    }
  }
  const doc = env.document;
  if (!doc || !fallbackElement || !selectContents(fallbackElement, doc)) return 'failed';
  try {
    if (typeof doc.execCommand === 'function' && doc.execCommand('copy')) return 'copied';
  } catch {
    // Some browsers throw instead of returning false.
  }
  return 'selected';
}

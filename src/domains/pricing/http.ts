/**
 * The site's one JSON GET (spec section 7, "default query function"; section 8, errors). No React.
 *
 * - GET with credentials included, so the app's session cookie travels with cross-origin calls.
 * - Only `Accept: application/json` is sent: a bodiless GET has no content to type, and a CORS-safelisted
 *   header keeps the browser from sending a preflight OPTIONS request first.
 * - Any non-OK status (401 included) raises `'{status}: {response text}'`, or the status text when the
 *   body is empty. A response that is not JSON raises too.
 */

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface GetJsonOptions {
  /** Aborts the request and the body read (timeouts). */
  readonly signal?: AbortSignal;
  /** Injected in tests; the global `fetch` otherwise. */
  readonly fetchImpl?: FetchLike;
}

/** A non-OK HTTP answer. `message` is `'{status}: {response text}'`. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const JSON_CONTENT_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

export function isJsonContentType(contentType: string | null): boolean {
  return contentType !== null && JSON_CONTENT_TYPE.test(contentType.trim());
}

/** GETs `url` and returns the parsed JSON body. */
export async function getJson<T = unknown>(url: string, options: GetJsonOptions = {}): Promise<T> {
  const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
  const response = await fetchImpl(url, {
    method: 'GET',
    credentials: 'include',
    headers: {Accept: 'application/json'},
    signal: options.signal,
  });
  if (!response.ok) {
    const text = await response.text();
    throw new HttpError(
      response.status,
      `${response.status}: ${text.trim() === '' ? response.statusText : text}`,
    );
  }
  const contentType = response.headers.get('content-type');
  if (!isJsonContentType(contentType)) {
    throw new Error(`Expected a JSON response, got "${contentType ?? 'no content type'}"`);
  }
  return (await response.json()) as T;
}

/** @jest-environment node */
import {getJson, HttpError, isJsonContentType, type FetchLike} from './http';

function answer(body: string, init: ResponseInit & {contentType?: string} = {}): FetchLike {
  const {contentType = 'application/json', ...rest} = init;
  return jest.fn(async () => new Response(body, {...rest, headers: {'content-type': contentType}}));
}

describe('getJson', () => {
  it('sends a GET with credentials and an Accept header, and parses the JSON body', async () => {
    const fetchImpl = answer('{"ok":true}');
    await expect(getJson('https://app.example/api/x', {fetchImpl})).resolves.toEqual({ok: true});
    expect(fetchImpl).toHaveBeenCalledWith('https://app.example/api/x', {
      method: 'GET',
      credentials: 'include',
      headers: {Accept: 'application/json'},
      signal: undefined,
    });
  });

  it('raises "{status}: {response text}" on a non-OK answer', async () => {
    const fetchImpl = answer('Database unavailable', {status: 500, contentType: 'text/plain'});
    await expect(getJson('/x', {fetchImpl})).rejects.toThrow(new HttpError(500, '500: Database unavailable'));
  });

  it('uses the status text when the body is empty', async () => {
    const fetchImpl = answer('', {status: 404, statusText: 'Not Found', contentType: 'text/plain'});
    await expect(getJson('/x', {fetchImpl})).rejects.toThrow('404: Not Found');
  });

  it('raises on 401 too, with the status on the error', async () => {
    const fetchImpl = answer('{"message":"Unauthorized"}', {status: 401});
    const error = await getJson('/x', {fetchImpl}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect((error as HttpError).message).toBe('401: {"message":"Unauthorized"}');
  });

  it('raises when an OK answer is not JSON', async () => {
    const fetchImpl = answer('<!doctype html><p>Hello</p>', {contentType: 'text/html; charset=utf-8'});
    await expect(getJson('/x', {fetchImpl})).rejects.toThrow(
      'Expected a JSON response, got "text/html; charset=utf-8"',
    );
  });

  it('passes the abort signal on', async () => {
    const controller = new AbortController();
    const fetchImpl = answer('{}');
    await getJson('/x', {fetchImpl, signal: controller.signal});
    expect(fetchImpl).toHaveBeenCalledWith('/x', expect.objectContaining({signal: controller.signal}));
  });
});

test.each([
  ['application/json', true],
  ['application/json; charset=utf-8', true],
  ['Application/JSON', true],
  ['application/problem+json', true],
  ['text/html', false],
  ['text/json-ish', false],
  ['application/jsonp', false],
  [null, false],
])('isJsonContentType(%p) is %p', (type, expected) => {
  expect(isJsonContentType(type)).toBe(expected);
});

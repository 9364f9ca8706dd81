/**
 * What a visitor typed or picked in a form before the page's script ran. The form is on screen, and can be
 * typed in, from the first paint; React takes it over a moment later (0.3-0.8 s on a mid-range phone) and
 * hydrating keeps the text in the fields but not in its state, so the next render put the example back.
 * A field has changed when its value differs from the value the server HTML gave it (its `defaultValue`,
 * for a select its option marked `selected`): those fields, by name, as query parameters. A form React
 * rendered itself (after client-side navigation) has no such fields: React gives an input the value it
 * renders as its `defaultValue` too, and marks no option `selected`.
 */
export function typedBeforeHydration(form: HTMLFormElement): URLSearchParams {
  const typed = new URLSearchParams();
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.name && element.value !== element.defaultValue) typed.set(element.name, element.value);
    } else if (element instanceof HTMLSelectElement) {
      // Only a select the server HTML marked an option of: React renders a select without `selected`
      // attributes on the client (after client-side navigation), where no option is the default.
      const marked = Array.from(element.options).some((option) => option.defaultSelected);
      const picked = element.selectedOptions[0];
      if (element.name && marked && picked && !picked.defaultSelected) typed.set(element.name, element.value);
    }
  }
  return typed;
}

/** `typed` over the query string `search` ("?a=1" or ""): the inputs as the form shows them. */
export function withTyped(search: string, typed: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(search);
  typed.forEach((value, key) => params.set(key, value));
  return params;
}

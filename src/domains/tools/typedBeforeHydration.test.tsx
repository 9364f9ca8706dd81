import {act, type ReactElement} from 'react';
import {screen} from '@testing-library/react';
import {plainText} from '@site/test/plainText';
import {ToastProvider} from '@site/src/components/Toast';
import HeartRateForm from '@site/src/pages/tools/_components/HeartRateForm';
import PaceConverterForm from '@site/src/pages/tools/_components/PaceConverterForm';
import RacePredictorForm from '@site/src/pages/tools/_components/RacePredictorForm';
import TaperForm from '@site/src/pages/tools/_components/TaperForm';
import LoadCalculator from '@site/src/domains/training-load/LoadCalculator/LoadCalculator';
import {typedBeforeHydration, withTyped} from '@site/src/lib/typedBeforeHydration';

// @types/react-dom is not installed, so type the two functions these tests use.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToString} = require('react-dom/server') as {renderToString: (element: ReactElement) => string};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {hydrateRoot} = require('react-dom/client') as {
  hydrateRoot: (container: Element, element: ReactElement) => {unmount: () => void};
};

let root: {unmount: () => void} | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

/**
 * The page as a phone gets it: the server HTML, typed in (`type` sets fields as a visitor would before the
 * script ran), then hydrated.
 */
async function typeThenHydrate(form: ReactElement, type: (container: HTMLElement) => void) {
  const app = <ToastProvider>{form}</ToastProvider>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  type(container);
  await act(async () => {
    root = hydrateRoot(container, app);
  });
}

function setField(container: HTMLElement, name: string, value: string) {
  const field = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!field) throw new Error(`no field ${name}`);
  field.value = value;
}

describe('a form typed in before the page hydrates', () => {
  it('heart-rate zones: keeps the typed maximum, computes from it and puts it in the address', async () => {
    await typeThenHydrate(<HeartRateForm />, (container) => setField(container, 'max', '175'));
    expect(screen.getByRole('textbox', {name: /Maximum heart rate/})).toHaveValue('175');
    expect(screen.getByRole('textbox', {name: /Resting heart rate/})).toHaveValue('50');
    const table = screen.getByRole('table', {name: /^Your zones/});
    const caption = document.getElementById(table.getAttribute('aria-labelledby') ?? '');
    expect(plainText(caption?.textContent)).toContain('175 − 50 = 125 bpm');
    expect(plainText(table.textContent)).toContain('163–175 bpm');
    expect(window.location.search).toBe('?max=175&rest=50');
  });

  it('pace converter: the field typed in is the one the pace comes from, and the others follow it', async () => {
    await typeThenHydrate(<PaceConverterForm />, (container) => setField(container, 'kmh', '15'));
    expect(screen.getByRole('textbox', {name: /km\/h/})).toHaveValue('15');
    expect(screen.getByRole('textbox', {name: /per kilometre|per km/i})).toHaveValue('4:00.0');
    expect(window.location.search).toBe('?kmh=15');
  });

  it('race predictor: a typed finish time that cannot be read shows its message at once', async () => {
    await typeThenHydrate(<RacePredictorForm />, (container) => setField(container, 'time', '99'));
    const time = screen.getByRole('textbox', {name: /Finish time/});
    expect(time).toHaveValue('99');
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('load calculator: a typed week is calculated, and a typed effort out of range gets its message', async () => {
    await typeThenHydrate(<LoadCalculator />, (container) => {
      setField(container, 'week4-minutes', '900');
      setField(container, 'week3-effort', '11');
    });
    expect(document.querySelector('input[name="week4-minutes"]')).toHaveValue('900');
    const effort = document.querySelector('input[name="week3-effort"]');
    expect(effort).toHaveValue('11');
    expect(effort).toHaveAttribute('aria-invalid', 'true');
  });

  it('load calculator: with every week readable, the result is the typed one (900 min at effort 5: 4,500 AU)', async () => {
    await typeThenHydrate(<LoadCalculator />, (container) => setField(container, 'week4-minutes', '900'));
    expect(plainText(document.body.textContent)).toContain('4,500');
  });

  it('taper planner: a distance picked and a date typed are both kept', async () => {
    await typeThenHydrate(<TaperForm today="2026-12-06" />, (container) => {
      container.querySelector<HTMLSelectElement>('select[name="distance"]')!.value = 'half';
      setField(container, 'date', '2027-03-14');
    });
    expect(screen.getByRole('combobox', {name: /Race distance/})).toHaveValue('half');
    expect(window.location.search).toBe('?distance=half&date=2027-03-14');
  });

  it('changes nothing when nothing was typed: the example stays, the address stays bare', async () => {
    await typeThenHydrate(<HeartRateForm />, () => undefined);
    expect(screen.getByRole('textbox', {name: /Maximum heart rate/})).toHaveValue('190');
    expect(window.location.search).toBe('');
  });
});

describe('typedBeforeHydration', () => {
  it('lists the fields whose value differs from the server HTML, and a select moved off its option', () => {
    document.body.innerHTML = `<form>
      <input name="max" value="190"><input name="rest" value="50"><input value="x">
      <select name="distance"><option value="5k" selected>5K</option><option value="10k">10K</option></select>
    </form>`;
    const form = document.querySelector('form')!;
    expect(typedBeforeHydration(form).toString()).toBe('');
    form.querySelector<HTMLInputElement>('[name="rest"]')!.value = '48';
    form.querySelector<HTMLSelectElement>('select')!.value = '10k';
    // The unnamed field is no input of a tool's.
    form.querySelector<HTMLInputElement>('input:not([name])')!.value = 'y';
    expect(typedBeforeHydration(form).toString()).toBe('rest=48&distance=10k');
    expect(withTyped('?max=190&rest=50', typedBeforeHydration(form)).toString()).toBe(
      'max=190&rest=48&distance=10k',
    );
  });

  it('lists no select that the server HTML did not mark: React rendered it (client-side navigation)', () => {
    document.body.innerHTML = `<form><select name="distance"><option value="5k">5K</option>
      <option value="10k">10K</option></select></form>`;
    const form = document.querySelector('form')!;
    form.querySelector<HTMLSelectElement>('select')!.value = '10k';
    expect(typedBeforeHydration(form).toString()).toBe('');
  });
});

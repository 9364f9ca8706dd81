import {useState} from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Select, {EMPTY_SELECT_VALUE_ERROR} from '.';

function Fruit({onValueChange = () => undefined}: {onValueChange?: (value: string) => void}) {
  const [value, setValue] = useState('apple');
  return (
    <Select
      label="Fruit"
      value={value}
      hint="Pick one"
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    >
      <Select.Item value="apple">Apple</Select.Item>
      <Select.Item value="pear">Pear</Select.Item>
    </Select>
  );
}

test('is a native select with a visible label, a description and its options', () => {
  render(<Fruit />);
  const select = screen.getByRole('combobox', {name: 'Fruit'});
  expect(select.tagName).toBe('SELECT');
  expect(select).toHaveAccessibleDescription('Pick one');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Apple', 'Pear']);
  expect(select).toHaveValue('apple');
});

test('reports the chosen value', async () => {
  const user = userEvent.setup();
  const onValueChange = jest.fn();
  render(<Fruit onValueChange={onValueChange} />);
  await user.selectOptions(screen.getByRole('combobox', {name: 'Fruit'}), 'Pear');
  expect(onValueChange).toHaveBeenCalledWith('pear');
  expect(screen.getByRole('combobox', {name: 'Fruit'})).toHaveValue('pear');
});

test('an item with an empty value raises the spec error', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() =>
    render(
      <Select label="Fruit" value="apple" onValueChange={() => undefined}>
        <Select.Item value="apple">Apple</Select.Item>
        <Select.Item value="">None</Select.Item>
      </Select>,
    ),
  ).toThrow(EMPTY_SELECT_VALUE_ERROR);
  expect(EMPTY_SELECT_VALUE_ERROR).toBe(
    'A <Select.Item /> must have a value prop that is not an empty string',
  );
  spy.mockRestore();
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextInput } from './TextInput';

function Field(props: { error?: string; hint?: string; describedBy?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <p id="why">Blocked card</p>
      <TextInput
        id="fname"
        name="fname"
        label="First name"
        required
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={Boolean(props.error)}
        helperText={props.error ?? props.hint}
        htmlInput={{ autoComplete: 'given-name', 'aria-describedby': props.describedBy }}
      />
    </>
  );
}

test('is named by its visible label, typed into, and described by its hint', async () => {
  render(<Field hint="As on your ID" describedBy="why" />);
  const input = screen.getByRole('textbox', { name: 'First name' });
  expect(input).toBeRequired();
  expect(input).toHaveAttribute('autocomplete', 'given-name');
  expect(input).toHaveAccessibleDescription('As on your ID Blocked card');
  await userEvent.type(input, 'Dana');
  expect(input).toHaveValue('Dana');
  expect(input).not.toHaveAttribute('aria-invalid', 'true');
});

test('an error is on the field: invalid, and its message describes it', () => {
  render(<Field error="First name is required" />);
  const input = screen.getByRole('textbox', { name: 'First name' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('First name is required');
});

test('the required mark is shown but not read: the name is the label alone', () => {
  render(<Field />);
  expect(screen.getByText('*', { exact: false })).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByRole('textbox', { name: 'First name' })).toBeRequired();
});

test('a multiline field is a text area named by its label, typed into', async () => {
  function Comment() {
    const [value, setValue] = useState('');
    return <TextInput id="c" label="Comment" multiline minRows={3} value={value} onChange={(e) => setValue(e.target.value)} />;
  }
  render(<Comment />);
  const area = screen.getByRole('textbox', { name: 'Comment' });
  expect(area.tagName).toBe('TEXTAREA');
  expect(area).toHaveAttribute('rows', '3');
  await userEvent.type(area, 'Lost my card{enter}on the 16');
  expect(area).toHaveValue('Lost my card\non the 16');
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CheckboxField } from './CheckboxField';

function Agreement({ disabled }: { disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <p id="why">Pay with a saved card needs a default card.</p>
      <CheckboxField
        label="Pay with saved card"
        checked={checked}
        onChange={(e) => setChecked(e.target.checked)}
        disabled={disabled}
        describedBy="why"
      />
    </>
  );
}

test('is named by its visible label, which a press on checks it, and described by what explains it', async () => {
  render(<Agreement />);
  const box = screen.getByRole('checkbox', { name: 'Pay with saved card' });
  expect(box).toHaveAccessibleDescription('Pay with a saved card needs a default card.');
  await userEvent.click(screen.getByText('Pay with saved card'));
  expect(box).toBeChecked();
  await userEvent.keyboard(' ');
  expect(box).not.toBeChecked();
});

test('disabled, it cannot be changed', async () => {
  render(<Agreement disabled />);
  const box = screen.getByRole('checkbox', { name: 'Pay with saved card' });
  expect(box).toBeDisabled();
  await userEvent.click(screen.getByText('Pay with saved card'));
  expect(box).not.toBeChecked();
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RootBoundary } from './RootBoundary';

describe('the root boundary', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  test('what fails outside every other boundary shows a message and Try again, never a blank page; Try again renders afresh', async () => {
    let broken = true;
    function Navigation() {
      if (broken) throw new Error('the navigation failed');
      return <nav>Home</nav>;
    }
    render(
      <RootBoundary>
        <Navigation />
      </RootBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('alert')).toHaveTextContent('The portal could not be shown. Check your connection and try again.');
    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('navigation')).toHaveTextContent('Home');
  });
});

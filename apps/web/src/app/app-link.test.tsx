import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../components/ui/button.tsx';
import { useAppLink } from './app-link.ts';

afterEach(cleanup);

function From() {
  const appLink = useAppLink();
  return <Button {...appLink('/customers/create')}>Add a customer</Button>;
}

function renderAt() {
  render(
    <MemoryRouter initialEntries={['/customers']}>
      <Routes>
        <Route path="/customers" element={<From />} />
        <Route path="/customers/create" element={<h1>New customer</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Add a customer' });
}

describe('a button that is a link inside the app', () => {
  it('is a real link to its screen', () => {
    expect(renderAt().getAttribute('href')).toBe('/customers/create');
  });

  it('opens the screen in place on a plain click', () => {
    const link = renderAt();
    expect(fireEvent.click(link)).toBe(false); // the browser's own navigation was prevented
    expect(screen.getByRole('heading', { name: 'New customer' })).toBeTruthy();
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['⌘', { metaKey: true }],
    ['Shift', { shiftKey: true }],
  ])('leaves %s-click to the browser (a new tab or window)', (_key, modifier) => {
    const link = renderAt();
    expect(fireEvent.click(link, modifier)).toBe(true); // not prevented: the browser opens it
    expect(screen.queryByRole('heading', { name: 'New customer' })).toBeNull();
  });
});

/** The message block: the 404 page and the thank-you message. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageBlock } from '../../blocks/MessageBlock';
import { renderBlock, sectionOf } from './renderBlock';

const notFound = sectionOf('/404', 'message');
const thankYou = sectionOf('/thank-you', 'message');

describe('MessageBlock', () => {
  it("shows the 404 code, 'Oops! Page not found' as the h1 and a link home", () => {
    renderBlock(<MessageBlock {...notFound} />, { index: 0, route: '/no-such-page' });
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops! Page not found');
    expect(screen.getByText('The page you are looking for may have moved or no longer exists.')).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home.getAttribute('href')).toBe('/');
  });

  it('shows the code above the heading', () => {
    renderBlock(<MessageBlock {...notFound} />, { index: 0 });
    const code = screen.getByText('404');
    expect(code.compareDocumentPosition(screen.getByRole('heading')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the thank-you message with its icon and no code', () => {
    const { container } = renderBlock(<MessageBlock {...thankYou} />, { index: 0 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank You! Your Request Has Been Received');
    expect(screen.getByText(/contact you within 2 hours/)).toBeTruthy();
    expect(screen.queryByText('404')).toBeNull();
    // The icon is decorative: present, but hidden from screen readers.
    const icons = container.querySelectorAll('svg.lucide-circle-check, svg.lucide-check-circle, svg[class*="circle-check"]');
    expect(icons).toHaveLength(1);
    expect(icons[0]!.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('has no text or buttons when they are left out', () => {
    renderBlock(<MessageBlock {...notFound} text={undefined} buttons={undefined} />, { index: 0 });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('region').querySelectorAll('p')).toHaveLength(1);
  });
});

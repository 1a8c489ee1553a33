/** The message block: a short centred message such as the thank-you and not-found screens. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageBlock } from '../../blocks/MessageBlock';
import { example, renderBlock, site } from './renderBlock';

const message = example('message');
const notFound = { ...message, icon: undefined, code: '404', heading: 'Page not found', buttons: [{ label: 'Home', href: '/' }] };

describe('MessageBlock', () => {
  it('shows the heading as the h1, the text, its buttons, and its icon hidden from screen readers', () => {
    const { container } = renderBlock(<MessageBlock {...message} />, { index: 0 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(message.heading);
    expect(screen.getByText(message.text!)).toBeTruthy();
    for (const button of message.buttons!) expect(screen.getByRole('link', { name: button.label })).toBeTruthy();
    expect(screen.getByRole('link', { name: `Call ${site.company.phoneDisplay}` }).getAttribute('href')).toBe(`tel:${site.company.phoneDial}`);
    const icons = container.querySelectorAll('svg[aria-hidden="true"]');
    expect([...icons].some((icon) => icon.querySelector(`use[href$="#${message.icon}"]`))).toBe(true);
  });

  it('shows a code, such as 404, above the heading', () => {
    renderBlock(<MessageBlock {...notFound} />, { index: 0, route: '/no-such-page' });
    const code = screen.getByText('404');
    expect(code.compareDocumentPosition(screen.getByRole('heading')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('has no code, text or buttons when they are left out', () => {
    renderBlock(<MessageBlock {...message} text={undefined} buttons={undefined} />, { index: 0 });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('region').querySelectorAll('p')).toHaveLength(0);
  });
});

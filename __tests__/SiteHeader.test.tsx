import { render, screen, within } from '@testing-library/react';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { mainNav } from '@/content/navigation';
import { site } from '@/content/site';
import { ui } from '@/content/ui';

function navLinks() {
  const nav = screen.getByRole('navigation', { name: ui.mainNavLabel });
  return within(nav).getAllByRole('link', { hidden: true });
}

describe('SiteHeader', () => {
  it('has one link per menu entry, in order, with its label', () => {
    render(<SiteHeader currentPath="/" />);
    expect(navLinks().map((link) => [link.getAttribute('href'), link.textContent])).toEqual(mainNav.map((item) => [item.href, item.label]));
  });

  it.each(mainNav.map((item) => item.href))('marks only %s as the current page', (path) => {
    render(<SiteHeader currentPath={path} />);
    const current = navLinks().filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('href', path);
  });

  it('marks no link as current on a page outside the navigation', () => {
    render(<SiteHeader currentPath={null} />);
    expect(navLinks().some((link) => link.hasAttribute('aria-current'))).toBe(false);
  });

  it('shows the contact email as a mailto link and the two trust badges', () => {
    render(<SiteHeader currentPath="/" />);
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(screen.getByText(ui.sslBadge)).toBeInTheDocument();
    expect(screen.getByText(ui.customersBadge)).toBeInTheDocument();
  });

  it('puts the phone menu in a <details> disclosure that needs no JavaScript', () => {
    const { container } = render(<SiteHeader currentPath="/" />);
    const details = container.querySelector('nav details');
    expect(details).not.toBeNull();
    expect(details?.querySelector('summary')).toHaveTextContent(ui.menuOpen);
    expect(details?.querySelectorAll('a')).toHaveLength(mainNav.length);
  });
});

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
    expect(navLinks().map((link) => [link.getAttribute('href'), link.textContent])).toEqual(
      mainNav.map((item) => [item.href, item.label]),
    );
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

  it('puts the phone menu in a popover that its Menu button opens without JavaScript', () => {
    render(<SiteHeader currentPath="/" />);
    const nav = screen.getByRole('navigation', { name: ui.mainNavLabel });
    const toggle = within(nav).getByRole('button', { name: ui.menuOpen });
    const menuId = toggle.getAttribute('popovertarget');
    const menu = nav.querySelector(`#${menuId}`);
    expect(toggle).toHaveAttribute('type', 'button');
    expect(menu?.getAttribute('popover')).toBe('auto');
    expect(menu?.querySelectorAll('a')).toHaveLength(mainNav.length);
    expect(toggle.querySelectorAll('svg')).toHaveLength(2);
  });

  it('closes the menu when focus leaves it, with one small kept script that names the same menu', () => {
    const { container } = render(<SiteHeader currentPath="/" />);
    const scripts = container.querySelectorAll('nav script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('data-keep');
    const menuId = screen.getByRole('button', { name: ui.menuOpen, hidden: true }).getAttribute('popovertarget');
    expect(scripts[0].textContent).toContain(`getElementById('${menuId}')`);
    expect(scripts[0].textContent).toContain('hidePopover');
  });
});

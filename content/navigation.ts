import type { Navigation } from './schemas/site';
import data from './navigation.yaml';

export type { FooterColumn, NavItem } from './schemas/site';

/** The header navigation and the footer's link columns: the texts are in content/navigation.yaml. */
const navigation = data as Navigation;

export const mainNav = navigation.mainNav;
export const footerColumns = navigation.footerColumns;

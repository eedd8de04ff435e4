import { legalPage } from '@/components/sections/LegalDocumentView';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/dati-personali');

export default legalPage('/dati-personali');
